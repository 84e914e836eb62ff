import { useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import type { SiasnRecord } from '@/services/siasn';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { withAntdScope } from '@/components/ui/antd-scope';
import { useOnceOpened } from '@/components/ui/use-once-opened';
import type { RecordKind } from '@/utils/catalogue/personnel-writes';
import { RecordTable } from '../record-table';
import { DocumentCell } from './document-cell';
import { RowActions } from './row-actions';

// The form (its fields, pickers and the zod schema) comes with the first "Tambah" or "Ubah".
const RecordDrawer = dynamic(() => import('./record-drawer'), { ssr: false });

export interface EditableRecordTableProps {
  kind: RecordKind;
  /** null: the own record (the /pns routes); a NIP: staff writing it (the /admin/{nip} routes). */
  nip: string | null;
  /** The record's NIP either way (for the document link). */
  recordNip: string | null;
  rows: readonly SiasnRecord[];
  columns: DataColumn<SiasnRecord>[];
  empty: string;
  testId?: string;
}

/** The table of one kind of history entry with "Tambah", each row's document upload and "Ubah"/"Hapus". */
function EditableRecordTable({ kind, nip, recordNip, rows, columns, empty, testId }: EditableRecordTableProps) {
  // undefined: closed; null: a new entry; a row: editing it.
  const [editing, setEditing] = useState<SiasnRecord | null | undefined>(undefined);
  const open = editing !== undefined;
  const mounted = useOnceOpened(open);
  const title = t.kinds[kind];
  const allColumns = useMemo<DataColumn<SiasnRecord>[]>(
    () => [
      ...columns,
      { key: 'document', title: t.document, render: (row) => <DocumentCell kind={kind} row={row} nip={nip} recordNip={recordNip} /> },
      { key: 'actions', title: t.actions, render: (row) => <RowActions kind={kind} row={row} nip={nip} onEdit={() => setEditing(row)} /> },
    ],
    [columns, kind, nip, recordNip],
  );
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} aria-label={t.addOf(title)} onClick={() => setEditing(null)} data-testid={`record-add-${kind}`}>
          {t.add}
        </Button>
      </Flex>
      <RecordTable rows={rows} columns={allColumns} empty={empty} testId={testId} />
      {mounted && <RecordDrawer kind={kind} nip={nip} open={open} row={editing ?? null} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}

export default withAntdScope(EditableRecordTable);
