import { accessReportsText as t } from '@/locales/id/access-reports';
import { Notice } from '@/components/ui/notice';
import { formatDate } from '@/utils/format/date';
import type { UnusualReader } from '@/utils/schemas/access-reports';

/** The flagged readers as sentences, or that there are none; the rule underneath. */
export function UnusualReadersList({ readers }: { readers: UnusualReader[] }) {
  if (readers.length === 0) return <p style={{ margin: 0 }}>{t.unusual.none}</p>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="unusual-readers">
      {readers.map((r) => (
        <li key={`${r.day}-${r.reader.id}`}>{t.unusual.line(r.reader.name, r.people, formatDate(r.day), r.median)}</li>
      ))}
    </ul>
  );
}

/** An alert when someone is flagged; a quiet line otherwise. */
export function UnusualReadersNotice({ readers }: { readers: UnusualReader[] }) {
  return (
    <Notice type={readers.length > 0 ? 'warning' : 'info'} data-testid="unusual-readers-notice">
      <strong>{t.unusual.title}</strong>
      <UnusualReadersList readers={readers} />
      <p style={{ margin: '8px 0 0' }}>{t.unusual.rule}</p>
    </Notice>
  );
}
