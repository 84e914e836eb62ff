import { dashboardText } from '@/locales/id/dashboard';
import type { TicketDashboard } from '@/utils/schemas/tickets';
import { Panel } from '@/components/ui/panel';
import { Statistic } from '@/components/ui/statistic';
import { statusStyle } from '@/components/ui/status-style';
import styles from './dashboard.module.css';

/** The total and one card per status, in the status colours. */
export function StatusCards({ dashboard }: { dashboard: TicketDashboard }) {
  const cards = [
    { key: 'total', title: dashboardText.total, value: dashboard.total, accent: 'var(--area-accent, #4f46e5)', icon: null },
    ...dashboard.by_status.map((s) => {
      const style = statusStyle(s.code);
      return { key: s.code, title: s.name, value: s.total, accent: style.accent, icon: style.icon };
    }),
  ];
  return (
    <div className={styles.statusCards}>
      {cards.map((card) => (
        <Panel key={card.key} size="small" className={styles.statusCard} style={{ borderTop: `3px solid ${card.accent}` }} data-testid={`status-card-${card.key}`}>
          <Statistic title={card.title} value={card.value} prefix={card.icon} color={card.accent} />
        </Panel>
      ))}
    </div>
  );
}
