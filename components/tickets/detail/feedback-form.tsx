import { Button, Checkbox, Form, Input, Radio, Rate } from 'antd';
import { Paragraph } from '@/components/ui/text';
import { ticketsText } from '@/locales/id/tickets';
import { useTicketFeedback } from '@/hooks/tickets/use-ticket-feedback';
import { FEEDBACK_NAMES, type FeedbackName } from '@/utils/rules/feedback-name';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { useNotify } from '@/components/ui/use-notify';
import { withAntdScope } from '@/components/ui/antd-scope';

const f = ticketsText.feedback;

interface Values {
  stars: number;
  requester_comment?: string;
  publish: boolean;
  publish_name: FeedbackName;
}

/**
 * The requester's stars and comment, sent with PATCH /tickets/{id}/feedback (submit or update), and
 * whether the landing page may show it (off unless asked) under which name.
 */
function FeedbackForm({ ticket }: { ticket: TicketDetail }) {
  const notify = useNotify();
  const feedback = useTicketFeedback(ticket.id);
  const [form] = Form.useForm<Values>();
  const publish = Form.useWatch('publish', form);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ stars: ticket.stars ?? undefined, requester_comment: ticket.requester_comment ?? '', publish: ticket.feedback_public, publish_name: ticket.feedback_name }}
      onFinish={(values) => void notify.track(feedback.mutateAsync(values), f.saved)}
    >
      <Paragraph>{f.prompt}</Paragraph>
      <Form.Item name="stars" rules={[{ required: true, message: f.starsRule }]}>
        <Rate aria-label={f.title} />
      </Form.Item>
      <Form.Item name="requester_comment" label={f.comment}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="publish" valuePropName="checked" extra={f.publishHint}>
        <Checkbox>{f.publish}</Checkbox>
      </Form.Item>
      {publish && (
        <Form.Item name="publish_name" label={f.publishName}>
          <Radio.Group options={FEEDBACK_NAMES.map((name) => ({ value: name, label: f.names[name] }))} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={feedback.isPending}>
        {ticket.stars !== null ? f.update : f.submit}
      </Button>
    </Form>
  );
}

export default withAntdScope(FeedbackForm);
