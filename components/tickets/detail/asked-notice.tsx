import { ticketWorkText } from '@/locales/id/ticket-work';
import { useCategories } from '@/hooks/references/use-categories';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { Notice } from '@/components/ui/notice';
import { Paragraph, Text } from '@/components/ui/text';
import { answerTimeRange, type Duration } from '@/utils/rules/answer-time';
import type { TicketDetail } from '@/utils/schemas/tickets';

const a = ticketWorkText.asked;
const words = (d: Duration) => a.duration(d.amount, d.unit);

/**
 * What happens next, told to the requester while nobody has taken their question (issue 31): who
 * answers, where, how they hear of it, and the usual answer time from the SLA targets: the
 * sub-category's, or the shortest to the longest of all when none is chosen.
 */
export function AskedNotice({ ticket }: { ticket: TicketDetail }) {
  const user = useCurrentUser();
  const shown = user?.id === ticket.requester_id && ticket.status.code === 'DIAJUKAN' && ticket.assignee_id === null;
  const { data: categories = [] } = useCategories({ enabled: shown && !ticket.sub_category });
  if (!shown) return null;
  const targets = ticket.sub_category ? [ticket.sub_category.duration_target_hours] : categories.flatMap((c) => c.sub_categories.map((s) => s.duration_target_hours));
  const range = answerTimeRange(targets);
  return (
    <Notice type="info" data-testid="asked-notice">
      <Text strong>{a.title}</Text>
      <Paragraph style={{ margin: '4px 0 0' }}>{a.next}</Paragraph>
      {range && <Paragraph style={{ margin: '4px 0 0' }}>{a.usual(a.range(words(range.from), words(range.to)))}</Paragraph>}
    </Notice>
  );
}
