import { Card, Flex, Statistic } from 'antd';
import { dashboardText } from '@/locales/id';
import type { TicketDashboard } from '@/utils/schemas/tickets';
import { statusStyle } from '@/components/ui/status-style';

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
    <Flex wrap gap={16}>
      {cards.map((card) => (
        <Card key={card.key} size="small" style={{ flex: '1 1 160px', borderTop: `3px solid ${card.accent}` }} data-testid={`status-card-${card.key}`}>
          <Statistic title={card.title} value={card.value} prefix={card.icon} styles={{ content: { color: card.accent } }} />
        </Card>
      ))}
    </Flex>
  );
}
