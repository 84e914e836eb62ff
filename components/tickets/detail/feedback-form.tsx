import { Button, Form, Input, Rate } from 'antd';
import { Paragraph } from '@/components/ui/text';
import { ticketsText } from '@/locales/id';
import { useTicketFeedback } from '@/hooks/tickets/use-ticket-feedback';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { useNotify } from '@/components/ui/use-notify';
import { withAntdScope } from '@/components/ui/antd-scope';

const f = ticketsText.feedback;

interface Values {
  stars: number;
  requester_comment?: string;
}

/** The requester's stars and comment, sent with PATCH /tickets/{id}/feedback (submit or update). */
function FeedbackForm({ ticket }: { ticket: TicketDetail }) {
  const notify = useNotify();
  const feedback = useTicketFeedback(ticket.id);
  return (
    <Form<Values>
      layout="vertical"
      initialValues={{ stars: ticket.stars ?? undefined, requester_comment: ticket.requester_comment ?? '' }}
      onFinish={(values) => void notify.track(feedback.mutateAsync(values), f.saved)}
    >
      <Paragraph>{f.prompt}</Paragraph>
      <Form.Item name="stars" rules={[{ required: true, message: f.starsRule }]}>
        <Rate aria-label={f.title} />
      </Form.Item>
      <Form.Item name="requester_comment" label={f.comment}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={feedback.isPending}>
        {ticket.stars !== null ? f.update : f.submit}
      </Button>
    </Form>
  );
}

export default withAntdScope(FeedbackForm);
