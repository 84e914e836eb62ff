import { DeleteOutlined, EditOutlined, LockOutlined } from '@ant-design/icons';
import { Button } from './button';
import type { DataColumn } from './data-table/data-table';
import { Flex } from './flex';
import { Tooltip } from './tooltip';
import { useConfirm } from './use-confirm';

export interface EditRemoveTexts {
  edit: string;
  remove: string;
  cancel: string;
  confirmRemove: (name: string) => string;
  /** Under the question, e.g. which rows the API refuses to remove. */
  confirmHint?: string;
}

interface Props {
  /** The row's name: in both buttons' accessible names and in the question. */
  name: string;
  texts: EditRemoveTexts;
  onEdit: () => void;
  /** Runs once the removal is confirmed; the dialog waits for a returned promise. */
  onRemove: () => unknown;
  /** Why this row may not be removed: a disabled lock, named and hinted with it, stands in for the delete button. */
  locked?: string;
}

/** A table row's small edit and delete buttons; deleting asks first (danger OK button). */
export function EditRemoveButtons({ name, texts, onEdit, onRemove, locked }: Props) {
  const confirm = useConfirm();
  const askRemove = () =>
    confirm({
      title: texts.confirmRemove(name),
      content: texts.confirmHint,
      okText: texts.remove,
      cancelText: texts.cancel,
      okButtonProps: { danger: true },
      onOk: onRemove,
    });
  return (
    <Flex gap={8}>
      <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`${texts.edit} ${name}`} onClick={onEdit} />
      {locked ? (
        <Tooltip title={locked}>
          {/* A disabled button gets no pointer events in some browsers: the tooltip's anchor takes them. */}
          <Button size="small" icon={<LockOutlined aria-hidden />} disabled aria-label={locked} style={{ pointerEvents: 'none' }} />
        </Tooltip>
      ) : (
        <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`${texts.remove} ${name}`} onClick={askRemove} />
      )}
    </Flex>
  );
}

/** A data table's last column with each row's EditRemoveButtons, as narrow as they are. */
export function editRemoveColumn<T>(
  title: string,
  texts: EditRemoveTexts,
  row: { name: (row: T) => string; onEdit: (row: T) => void; onRemove: (row: T) => unknown; locked?: (row: T) => string | undefined },
): DataColumn<T> {
  return {
    key: 'actions',
    title,
    render: (r) => <EditRemoveButtons name={row.name(r)} texts={texts} onEdit={() => row.onEdit(r)} onRemove={() => row.onRemove(r)} locked={row.locked?.(r)} />,
  };
}
