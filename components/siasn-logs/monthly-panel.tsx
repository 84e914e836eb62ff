import { useState } from 'react';
import dynamic from 'next/dynamic';
import { DatePicker } from 'antd';
import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { dayjs } from '@/utils/format';
import type { SiasnWriteMonthly } from '@/utils/schemas/siasn-logs';
import { useSiasnWriteMonthly } from '@/hooks/siasn/use-siasn-logs';
import { withAntdScope } from '@/components/ui/antd-scope';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailed } from './load-failed';
import { serviceLabel } from './log-cells';

// recharts loads with the first chart drawn, never with the page.
const MonthlyChart = dynamic(() => import('./monthly-chart'), { ssr: false, loading: () => <Skeleton block={280} /> });

const COLORS = ['#2f54eb', '#13c2c2', '#fa8c16', '#52c41a', '#eb2f96', '#722ed1', '#1677ff', '#faad14', '#a0d911', '#f5222d', '#8c8c8c'];
const jakartaYear = () => dayjs().utcOffset(7 * 60).year();

/** The monthly counts as the chart's rows: twelve months, a count per service (0 when none). */
export function chartData({ year, months }: SiasnWriteMonthly) {
  const services = [...new Set(months.map((m) => m.service))].sort();
  const series = services.map((key, i) => ({ key, name: serviceLabel(key), color: COLORS[i % COLORS.length] }));
  const data = Array.from({ length: 12 }, (_, i) => {
    const month = `${year}-${String(i + 1).padStart(2, '0')}`;
    const row: Record<string, string | number> = { label: dayjs(`${month}-01`).format('MMM') };
    for (const s of services) row[s] = months.find((m) => m.month === month && m.service === s)?.count ?? 0;
    return row;
  });
  return { data, series };
}

function MonthlyPanel() {
  const [year, setYear] = useState(jakartaYear);
  const query = useSiasnWriteMonthly(year);
  const picker = (
    <DatePicker
      picker="year"
      aria-label={t.monthly.year}
      allowClear={false}
      value={dayjs(`${year}-01-01`)}
      onChange={(picked) => picked && setYear(picked.year())}
      style={{ width: 110 }}
    />
  );
  const content = () => {
    if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
    if (!query.data) return <Skeleton block={280} />;
    if (query.data.months.length === 0) return <EmptyState description={t.monthly.empty(query.data.year)} />;
    return <MonthlyChart {...chartData(query.data)} label={t.monthly.chartLabel(query.data.year)} />;
  };
  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.monthly.title}</h2>} extra={picker} data-testid="siasn-monthly">
      {content()}
    </Panel>
  );
}

export default withAntdScope(MonthlyPanel);
