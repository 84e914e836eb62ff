import { useState } from 'react';
import { Alert, Card, Empty, Flex, Segmented, Skeleton } from 'antd';
import { dashboardText } from '@/locales/id';
import { useStaffDashboard } from '@/hooks/dashboard/use-staff-dashboard';
import { useTicketDashboard } from '@/hooks/dashboard/use-ticket-dashboard';
import { AgentLoadCard } from './agent-load-card';
import { ResponseTimesCard } from './response-times-card';
import { StatusCards } from './status-cards';
import { TicketsPerDayChart } from './tickets-per-day-chart';
import { WRAPPING_TITLE } from './card-styles';

const RANGES = [7, 30, 90] as const;

/**
 * Counts per status and tickets per day over a chosen range (GET /dashboard/tickets), then agent
 * load and response times over the same range (GET /dashboard/staff).
 */
export function TicketDashboardView() {
  const [days, setDays] = useState<number>(30);
  const { data, isLoading, isError } = useTicketDashboard(days);
  const staff = useStaffDashboard(days);
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError || !data) return <Alert type="error" showIcon title={dashboardText.loadError} />;
  return (
    <Flex vertical gap={16}>
      <StatusCards dashboard={data} />
      <Card
        title={dashboardText.perDay(days)}
        styles={WRAPPING_TITLE}
        extra={
          <Segmented<number>
            aria-label={dashboardText.range}
            value={days}
            options={RANGES.map((n) => ({ value: n, label: dashboardText.days(n) }))}
            onChange={setDays}
          />
        }
      >
        {data.per_day.length === 0 ? <Empty description={dashboardText.noData} /> : <TicketsPerDayChart data={data.per_day} />}
      </Card>
      {staff.isError && <Alert type="error" showIcon title={dashboardText.loadError} />}
      {staff.data && (
        <>
          <AgentLoadCard load={staff.data.load} />
          <ResponseTimesCard dashboard={staff.data} days={days} />
        </>
      )}
    </Flex>
  );
}
