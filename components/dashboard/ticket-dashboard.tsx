import { useState } from 'react';
import { Alert, Card, Empty, Flex, Segmented, Skeleton } from 'antd';
import { dashboardText } from '@/locales/id';
import { useTicketDashboard } from '@/hooks/dashboard/use-ticket-dashboard';
import { StatusCards } from './status-cards';
import { TicketsPerDayChart } from './tickets-per-day-chart';

const RANGES = [7, 30, 90] as const;

/** Counts per status and tickets per day over a chosen range (GET /dashboard/tickets). */
export function TicketDashboardView() {
  const [days, setDays] = useState<number>(30);
  const { data, isLoading, isError } = useTicketDashboard(days);
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError || !data) return <Alert type="error" showIcon title={dashboardText.loadError} />;
  return (
    <Flex vertical gap={16}>
      <StatusCards dashboard={data} />
      <Card
        title={dashboardText.perDay(days)}
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
    </Flex>
  );
}
