import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { accessReportsText as t } from '@/locales/id/access-reports';
import { useUnusualReaders } from '@/hooks/privacy/use-access-reports';
import { Panel } from '@/components/ui/panel';
import { can } from '@/utils/permissions';
import { lastDaysRange } from './access-range';
import { UnusualReadersList } from './unusual-readers';

const WEEK = lastDaysRange(7);

/**
 * On an admin's dashboard (docs/privacy.md): the readers flagged in the last 7 days, or that there
 * are none, and the way to the access reports (kept out of the menu, which every page loads).
 */
export function UnusualReadsCard() {
  const { data: session } = useSession();
  const allowed = can(session?.user ?? null, 'view-data-reads');
  const { data } = useUnusualReaders(WEEK, allowed);
  if (!allowed || !data) return null;
  return (
    <Panel title={t.unusual.cardTitle} extra={<Link href="/admin/akses-data">{t.unusual.open}</Link>} data-testid="unusual-reads-card">
      <UnusualReadersList readers={data} />
    </Panel>
  );
}
