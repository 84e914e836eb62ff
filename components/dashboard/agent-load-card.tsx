import { dashboardText } from '@/locales/id/dashboard';
import type { StaffDashboard } from '@/utils/schemas/dashboard';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { LazyBarChart } from './lazy-charts';

/** Open tickets per staff member now (not bound by the range). */
export function AgentLoadCard({ load }: { load: StaffDashboard['load'] }) {
  const rows = load.map((a) => ({ label: a.name ?? dashboardText.none, open: a.open }));
  return (
    <Panel title={dashboardText.load}>
      {rows.length === 0 ? (
        <EmptyState description={dashboardText.noData} />
      ) : (
        <LazyBarChart data={rows} series={[{ key: 'open', name: dashboardText.open, color: '#1677ff' }]} label={dashboardText.loadLabel} testId="agent-load-chart" />
      )}
    </Panel>
  );
}
