import dynamic from 'next/dynamic';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import type { SiasnRecord } from '@/services/siasn';
import { withAntdScope } from '@/components/ui/antd-scope';
import { useOnceOpened } from '@/components/ui/use-once-opened';
import { isDeletableKind, type RecordKind } from '@/utils/catalogue/personnel-writes';
import { DocumentCell } from './document-cell';
import { RowActions } from './row-actions';

// The editing parts of a history table: a chunk fetched only for someone who may write the record.
// The form (its fields, pickers and the zod schema) is another, fetched with the first "Tambah" or "Ubah".
const RecordDrawer = dynamic(() => import('./record-drawer'), { ssr: false });

/** "Tambah": a new entry of the kind; for a kind SIASN cannot delete, how a wrong entry is corrected. */
function AddButton({ kind, onAdd }: { kind: RecordKind; onAdd: () => void }) {
  const deletable = isDeletableKind(kind);
  return (
    <Flex justify={deletable ? 'flex-end' : 'space-between'} align="center" gap={8} wrap>
      {!deletable && (
        <Typography.Text type="secondary" data-testid={`record-no-delete-${kind}`}>
          {t.noDelete(t.kinds[kind])}
        </Typography.Text>
      )}
      <Button type="primary" icon={<PlusOutlined aria-hidden />} aria-label={t.addOf(t.kinds[kind])} onClick={onAdd} data-testid={`record-add-${kind}`}>
        {t.add}
      </Button>
    </Flex>
  );
}

interface DrawerProps {
  kind: RecordKind;
  nip: string | null;
  open: boolean;
  row: SiasnRecord | null;
  onClose: () => void;
}

/** The form's drawer, mounted from its first opening on (so it can animate its closing). */
function DrawerHost(props: DrawerProps) {
  return useOnceOpened(props.open) ? <RecordDrawer {...props} /> : null;
}

/** Each part sets up its own AntdScope: they sit in a table the page draws without antd. */
const RECORD_EDITING = {
  AddButton: withAntdScope(AddButton),
  DocumentCell: withAntdScope(DocumentCell),
  RowActions: withAntdScope(RowActions),
  Drawer: DrawerHost,
};

export type RecordEditing = typeof RECORD_EDITING;
export default RECORD_EDITING;
