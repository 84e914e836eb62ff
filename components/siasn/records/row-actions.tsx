import { Button, Flex, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import type { SiasnRecord } from '@/services/siasn';
import { apiErrorMessage } from '@/services/api';
import { useDeleteRecord } from '@/hooks/siasn/use-record-mutations';
import { useNotify } from '@/components/ui/use-notify';
import { isDeletableKind, type RecordKind } from '@/utils/catalogue/personnel-writes';
import { recordIdOf } from './record-mapping';

interface Props {
  kind: RecordKind;
  row: SiasnRecord;
  nip: string | null;
  onEdit: () => void;
}

/**
 * A row's "Ubah" (opens the form) and "Hapus" (asks first, then deletes it in SIASN); no "Hapus"
 * for a kind SIASN has no delete for (the table says how such an entry is corrected).
 */
export function RowActions({ kind, row, nip, onEdit }: Props) {
  const remove = useDeleteRecord(kind, nip);
  const notify = useNotify();
  const id = recordIdOf(kind, row);
  const title = t.kinds[kind];
  const confirm = async () => {
    try {
      const { message } = await remove.mutateAsync(id);
      notify.success(message);
    } catch (error) {
      notify.failed(apiErrorMessage(error, t.removeFailed));
    }
  };
  return (
    <Flex gap={8} wrap={false}>
      <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={t.editRow(title)} title={t.edit} onClick={onEdit} disabled={!id} />
      {isDeletableKind(kind) && (
        <Popconfirm
          title={t.confirmRemove(title)}
          description={t.confirmHint}
          okText={t.remove}
          cancelText={t.cancel}
          okButtonProps={{ danger: true }}
          onConfirm={confirm}
          disabled={!id}
        >
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t.removeRow(title)} title={t.remove} loading={remove.isPending} disabled={!id} />
        </Popconfirm>
      )}
    </Flex>
  );
}
