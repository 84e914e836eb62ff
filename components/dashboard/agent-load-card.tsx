import { assignmentText } from '@/locales/id/assignment';
import { dashboardText } from '@/locales/id/dashboard';
import type { StaffDashboard } from '@/utils/schemas/dashboard';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { LazyBarChart } from './lazy-charts';
import styles from './dashboard.module.css';

const t = assignmentText;

/** "Tidak bertugas sampai 9 Des 2026": `away_until` is the moment they are back, so the last day is just before it. */
const awayLabel = (until: string | null) => (until ? `${t.load.away} ${t.away.until(new Date(Date.parse(until) - 1))}` : t.load.away);

/** Open tickets per staff member now (not bound by the range), and who is away ("Tidak bertugas"). */
export function AgentLoadCard({ load }: { load: StaffDashboard['load'] }) {
  const rows = load.map((a) => ({ label: a.name ?? dashboardText.none, open: a.open }));
  return (
    <Panel title={dashboardText.load}>
      {rows.length === 0 ? (
        <EmptyState description={dashboardText.noData} />
      ) : (
        <>
          <LazyBarChart data={rows} series={[{ key: 'open', name: dashboardText.open, color: '#1677ff' }]} label={dashboardText.loadLabel} testId="agent-load-chart" />
          <ul className={styles.agentStates} data-testid="agent-states">
            {load.map((a) => (
              <li key={a.id} className={styles.agentState} data-testid={`agent-state-${a.id}`}>
                <Text strong>{a.name ?? dashboardText.none}</Text>
                <Text secondary className={styles.agentFigure}>
                  {a.open} {t.load.openTickets.toLowerCase()}
                </Text>
                <Tag color={a.away ? 'warning' : 'success'}>{a.away ? awayLabel(a.away_until) : t.load.available}</Tag>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
