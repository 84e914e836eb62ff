import { Card, Empty } from 'antd';
import { dashboardText } from '@/locales/id';
import type { StaffDashboard } from '@/utils/schemas/dashboard';
import { LazyBarChart } from './lazy-charts';
import { WRAPPING_TITLE } from './card-styles';

/** Open tickets per staff member now (not bound by the range). */
export function AgentLoadCard({ load }: { load: StaffDashboard['load'] }) {
  const rows = load.map((a) => ({ label: a.name ?? dashboardText.none, open: a.open }));
  return (
    <Card title={dashboardText.load} styles={WRAPPING_TITLE}>
      {rows.length === 0 ? (
        <Empty description={dashboardText.noData} />
      ) : (
        <LazyBarChart data={rows} series={[{ key: 'open', name: dashboardText.open, color: '#1677ff' }]} label={dashboardText.loadLabel} testId="agent-load-chart" />
      )}
    </Card>
  );
}
