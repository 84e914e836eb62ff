import { useEffect, useMemo, useState } from 'react';
import type { SiasnRecord } from '@/services/siasn';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import { useRecordPermission } from '@/hooks/siasn/use-record-permission';
import type { RecordKind } from '@/utils/catalogue/personnel-writes';
import { RecordTable } from '../record-table';
import { documentColumn } from './document-link';
import type { RecordEditing } from './record-editing';

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
// someone who may write this record; until it arrives they see the same table without them (the
// table stays mounted, so a chosen page survives their arrival).
let loading: Promise<RecordEditing> | undefined;
const loadEditing = () => (loading ??= import('./record-editing').then((m) => m.default));

function useRecordEditing(enabled: boolean): RecordEditing | null {
  const [loaded, setLoaded] = useState<RecordEditing | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadEditing().then(
      (parts) => live && setLoaded(parts),
      () => {
        loading = undefined; // a failed chunk load (offline) is tried again on the next visit
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return enabled ? loaded : null;
}

/**
 * A table of one kind of history entry with each row's document; for someone who may write the
 * record (edit-personnel-record) also "Tambah", "Ubah", "Hapus" and "Unggah" (docs/personnel-writes.md section 7).
 */
export function RecordKindTable({ kind, nip, rows, columns, empty, testId }: RecordKindTableProps) {
  const { recordNip, canEdit } = useRecordPermission(nip);
  const editing = useRecordEditing(canEdit);
  // undefined: no form open; null: a new entry; a row: editing it.
  const [form, setForm] = useState<SiasnRecord | null | undefined>(undefined);
  const allColumns = useMemo<DataColumn<SiasnRecord>[]>(() => {
    if (!editing) return [...columns, documentColumn(kind, recordNip)];
    const { DocumentCell, RowActions } = editing;
    return [
      ...columns,
      { key: 'document', title: t.document, render: (row) => <DocumentCell kind={kind} row={row} nip={nip} recordNip={recordNip} /> },
      { key: 'actions', title: t.actions, pinned: true, render: (row) => <RowActions kind={kind} row={row} nip={nip} onEdit={() => setForm(row)} /> },
    ];
  }, [editing, columns, kind, nip, recordNip]);
  return (
    // minmax(0, 1fr): a table wider than a phone scrolls inside its box, not the page.
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 }}>
      {editing && <editing.AddButton kind={kind} onAdd={() => setForm(null)} />}
      <RecordTable rows={rows} columns={allColumns} empty={empty} testId={testId} />
      {editing && <editing.Drawer kind={kind} nip={nip} open={form !== undefined} row={form ?? null} onClose={() => setForm(undefined)} />}
    </div>
  );
}
