import { dashboardText } from '@/locales/id/dashboard';
import { dayjs } from '@/utils/format';
import { LazyBarChart } from './lazy-charts';

const AXIS_LABEL_FORMAT = 'D MMM';

/** Tickets created per day (recharts bars, loaded on demand). */
export function TicketsPerDayChart({ data, color = 'var(--area-accent, #4f46e5)' }: { data: { date: string; total: number }[]; color?: string }) {
  if (data.length === 0) return null;
  const rows = data.map((d) => ({ label: dayjs(d.date).format(AXIS_LABEL_FORMAT), total: d.total }));
  return <LazyBarChart data={rows} series={[{ key: 'total', name: dashboardText.tickets, color }]} label={dashboardText.chartLabel} testId="tickets-per-day-chart" />;
}
