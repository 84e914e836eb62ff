import { useState } from 'react';
import { dashboardText } from '@/locales/id/dashboard';
import { useStaffDashboard } from '@/hooks/dashboard/use-staff-dashboard';
import { useTicketDashboard } from '@/hooks/dashboard/use-ticket-dashboard';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { Skeleton } from '@/components/ui/skeleton';
import { UnusualReadsCard } from '@/components/privacy/unusual-reads-card';
import { AgentLoadCard } from './agent-load-card';
import { ResponseTimesCard } from './response-times-card';
import { StatusCards } from './status-cards';
import { TicketsPerDayChart } from './tickets-per-day-chart';

const RANGES = ['7', '30', '90'] as const;
type Range = (typeof RANGES)[number];
const RANGE_OPTIONS = RANGES.map((n) => ({ value: n, label: dashboardText.days(Number(n)) }));

/**
 * Counts per status and tickets per day over a chosen range (GET /dashboard/tickets), then agent
 * load and response times over the same range (GET /dashboard/staff).
 */
export function TicketDashboardView() {
  const [range, setRange] = useState<Range>('30');
  const days = Number(range);
  const { data, isLoading, isError } = useTicketDashboard(days);
  const staff = useStaffDashboard(days);
  if (isLoading) return <Skeleton rows={6} />;
  if (isError || !data) return <Notice type="error">{dashboardText.loadError}</Notice>;
  return (
    <Flex vertical gap={16}>
      <UnusualReadsCard />
      <StatusCards dashboard={data} />
      <Panel
        title={dashboardText.perDay(days)}
        extra={<SegmentedChoice<Range> label={dashboardText.range} value={range} options={RANGE_OPTIONS} onChange={setRange} />}
      >
        {data.per_day.length === 0 ? <EmptyState description={dashboardText.noData} /> : <TicketsPerDayChart data={data.per_day} />}
      </Panel>
      {staff.isError && <Notice type="error">{dashboardText.loadError}</Notice>}
      {staff.data && (
        <>
          <AgentLoadCard load={staff.data.load} />
          <ResponseTimesCard dashboard={staff.data} days={days} />
        </>
      )}
    </Flex>
  );
}
