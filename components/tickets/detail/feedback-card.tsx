import { Button, Card, Form, Input, Rate, Typography } from 'antd';
import { ticketsText } from '@/locales/id';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { useTicketFeedback } from '@/hooks/tickets/use-ticket-feedback';
import { can } from '@/utils/permissions';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { useNotify } from '@/components/ui/use-notify';

const f = ticketsText.feedback;

interface Values {
  stars: number;
  requester_comment?: string;
}

/**
 * The requester's rating of a finished ticket: a form while they may submit or update it
 * (submit-feedback / update-feedback), read-only otherwise. Nobody else sees this card.
 */
export function FeedbackCard({ ticket }: { ticket: TicketDetail }) {
  const user = useCurrentUser();
  const notify = useNotify();
  const feedback = useTicketFeedback(ticket.id);
  if (user === null || ticket.requester_id !== user.id) return null;
  const hasFeedback = ticket.stars !== null;
  const editable =
    ticket.status.code === 'SELESAI' &&
    (hasFeedback
      ? can(user, 'update-feedback', { feedback: { user_id: ticket.requester_id } })
      : can(user, 'submit-feedback', { ticket }));
  if (!editable && !hasFeedback) return null;

  return (
    <Card size="small" title={f.title} data-testid="feedback-card">
      {editable ? (
        <Form<Values>
          layout="vertical"
          initialValues={{ stars: ticket.stars ?? undefined, requester_comment: ticket.requester_comment ?? '' }}
          onFinish={(values) => void notify.track(feedback.mutateAsync(values), f.saved)}
        >
          <Typography.Paragraph>{f.prompt}</Typography.Paragraph>
          <Form.Item name="stars" rules={[{ required: true, message: f.starsRule }]}>
            <Rate aria-label={f.title} />
          </Form.Item>
          <Form.Item name="requester_comment" label={f.comment}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={feedback.isPending}>
            {hasFeedback ? f.update : f.submit}
          </Button>
        </Form>
      ) : (
        <>
          <Rate disabled value={ticket.stars ?? 0} />
          {ticket.requester_comment && <Typography.Paragraph style={{ marginTop: 8 }}>{ticket.requester_comment}</Typography.Paragraph>}
        </>
      )}
    </Card>
  );
}
