import dynamic from 'next/dynamic';
import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';
import { LogHeading } from './log-heading';

// antd's Table, Select and DatePicker load after the page, not with it.
const WriteLogTable = dynamic(() => import('./write-log-table'), { ssr: false, loading: () => <Skeleton rows={8} /> });
const MonthlyPanel = dynamic(() => import('./monthly-panel'), { ssr: false, loading: () => <Skeleton block={320} /> });

/** /logs/siasn: the write audit and the monthly chart per service (admins). */
export function WriteLogView() {
  return (
    <Flex vertical gap={16}>
      <LogHeading title={t.writes.title} intro={t.writes.intro} />
      <WriteLogTable />
      <MonthlyPanel />
    </Flex>
  );
}
