import { FilePdfOutlined } from '@ant-design/icons';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import type { SiasnRecord } from '@/services/siasn';
import { documentUrl } from '@/services/siasn-records';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import type { RecordKind } from '@/utils/catalogue/personnel-writes';
import { FORMAT_TEXT } from '@/locales/id/format';
import { documentOf } from './record-mapping';

/** "Lihat dokumen": the entry's document from SIASN (download-dok) in a new tab; null when it has none. */
export function DocumentLink({ kind, row, nip }: { kind: RecordKind; row: SiasnRecord; nip: string | null }) {
  const doc = documentOf(kind, row);
  if (!doc) return null;
  return (
    <a href={documentUrl(doc.uri, nip)} target="_blank" rel="noopener noreferrer" title={doc.name} data-testid="record-document-link">
      <FilePdfOutlined aria-hidden /> {t.viewDocument}
    </a>
  );
}

/** The read-only document column: the link, or a dash. */
export function documentColumn(kind: RecordKind, nip: string | null): DataColumn<SiasnRecord> {
  return {
    key: 'document',
    title: t.document,
    render: (row) => (documentOf(kind, row) ? <DocumentLink kind={kind} row={row} nip={nip} /> : FORMAT_TEXT.empty),
  };
}
