import dynamic from 'next/dynamic';
import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { Flex } from '@/components/ui/flex';
import { HEADING } from './heading';
import { Skeleton } from '@/components/ui/skeleton';
import { Paragraph } from '@/components/ui/text';

// antd's Table, Select and DatePicker load after the page, not with it.
const WriteLogTable = dynamic(() => import('./write-log-table'), { ssr: false, loading: () => <Skeleton rows={8} /> });
const MonthlyPanel = dynamic(() => import('./monthly-panel'), { ssr: false, loading: () => <Skeleton block={320} /> });

/** /logs/siasn: the write audit and the monthly chart per service (admins). */
export function WriteLogView() {
  return (
    <Flex vertical gap={16}>
      <div>
        <h1 style={HEADING}>{t.writes.title}</h1>
        <Paragraph secondary style={{ margin: 0 }}>
          {t.writes.intro}
        </Paragraph>
      </div>
      <WriteLogTable />
      <MonthlyPanel />
    </Flex>
  );
}
