import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { SiasnRecord } from '@/services/siasn';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { useRecordPermission } from '@/hooks/siasn/use-record-permission';
import type { RecordKind } from '@/utils/catalogue/personnel-writes';
import { RecordTable } from '../record-table';
import { documentColumn } from './document-link';
import type { EditableRecordTableProps } from './editable-record-table';

export interface RecordKindTableProps {
  kind: RecordKind;
  /** null: the signed-in user's own record. */
  nip: string | null;
  rows: readonly SiasnRecord[];
  columns: DataColumn<SiasnRecord>[];
  empty: string;
  testId?: string;
}

// The editing parts (antd buttons, confirmation, upload) are a chunk of their own, fetched only for
// someone who may write this record; until it arrives they see the same table without them.
let editable: Promise<ComponentType<EditableRecordTableProps>> | undefined;
const loadEditable = () => (editable ??= import('./editable-record-table').then((m) => m.default));

function useEditableTable(enabled: boolean) {
  const [Loaded, setLoaded] = useState<ComponentType<EditableRecordTableProps> | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadEditable().then(
      (component) => live && setLoaded(() => component),
      () => {
        editable = undefined; // a failed chunk load (offline) is retried on the next visit
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return enabled ? Loaded : null;
}

/**
 * A table of one kind of history entry: each row's document, and for someone who may write the
 * record (edit-personnel-record) "Tambah", "Ubah", "Hapus" and "Unggah".
 */
export function RecordKindTable({ kind, nip, rows, columns, empty, testId }: RecordKindTableProps) {
  const { recordNip, canEdit } = useRecordPermission(nip);
  const Editable = useEditableTable(canEdit);
  const readColumns = useMemo(() => [...columns, documentColumn(kind, recordNip)], [columns, kind, recordNip]);
  if (Editable) return <Editable kind={kind} nip={nip} recordNip={recordNip} rows={rows} columns={columns} empty={empty} testId={testId} />;
  return <RecordTable rows={rows} columns={readColumns} empty={empty} testId={testId} />;
}
