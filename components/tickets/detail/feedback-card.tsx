import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';
import { Paragraph } from '@/components/ui/text';
import { Panel } from '@/components/ui/panel';
import { Stars } from '@/components/ui/stars';
import { ticketsText } from '@/locales/id/tickets';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';
import type { TicketDetail } from '@/utils/schemas/tickets';

const f = ticketsText.feedback;

// The form (antd Form) appears only on a finished ticket for its requester: loaded when shown.
const FeedbackForm = dynamic(() => import('./feedback-form'), { loading: () => <Skeleton /> });

/**
 * The requester's rating of a finished ticket: a form while they may submit or update it
 * (submit-feedback / update-feedback), read-only otherwise. Nobody else sees this card.
 */
export function FeedbackCard({ ticket }: { ticket: TicketDetail }) {
  const user = useCurrentUser();
  if (user === null || ticket.requester_id !== user.id) return null;
  const hasFeedback = ticket.stars !== null;
  const editable =
    ticket.status.code === 'SELESAI' &&
    (hasFeedback
      ? can(user, 'update-feedback', { feedback: { user_id: ticket.requester_id } })
      : can(user, 'submit-feedback', { ticket }));
  if (!editable && !hasFeedback) return null;

  return (
    <Panel size="small" title={f.title} data-testid="feedback-card">
      {editable ? (
        <FeedbackForm ticket={ticket} />
      ) : (
        <>
          <Stars value={ticket.stars ?? 0} label={ticketsText.detail.stars(ticket.stars ?? 0)} />
          {ticket.requester_comment && <Paragraph style={{ marginTop: 8 }}>{ticket.requester_comment}</Paragraph>}
        </>
      )}
    </Panel>
  );
}
