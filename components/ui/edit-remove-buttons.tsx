import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from './button';
import type { DataColumn } from './data-table/data-table';
import { Flex } from './flex';
import { useConfirm } from './use-confirm';

export interface EditRemoveTexts {
  edit: string;
  remove: string;
  cancel: string;
  confirmRemove: (name: string) => string;
}

interface Props {
  /** The row's name: in both buttons' accessible names and in the question. */
  name: string;
  texts: EditRemoveTexts;
  onEdit: () => void;
  /** Runs once the removal is confirmed; the dialog waits for a returned promise. */
  onRemove: () => unknown;
}

/** A table row's small edit and delete buttons; deleting asks first (danger OK button). */
export function EditRemoveButtons({ name, texts, onEdit, onRemove }: Props) {
  const confirm = useConfirm();
  const askRemove = () =>
    confirm({ title: texts.confirmRemove(name), okText: texts.remove, cancelText: texts.cancel, okButtonProps: { danger: true }, onOk: onRemove });
  return (
    <Flex gap={8}>
      <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`${texts.edit} ${name}`} onClick={onEdit} />
      <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`${texts.remove} ${name}`} onClick={askRemove} />
    </Flex>
  );
}

/** A data table's last column with each row's EditRemoveButtons, as narrow as they are. */
export function editRemoveColumn<T>(
  title: string,
  texts: EditRemoveTexts,
  row: { name: (row: T) => string; onEdit: (row: T) => void; onRemove: (row: T) => unknown },
): DataColumn<T> {
  return {
    key: 'actions',
    title,
    render: (r) => <EditRemoveButtons name={row.name(r)} texts={texts} onEdit={() => row.onEdit(r)} onRemove={() => row.onRemove(r)} />,
  };
}
