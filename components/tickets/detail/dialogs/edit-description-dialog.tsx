import { Form } from 'antd';
import { ticketsText } from '@/locales/id/tickets';
import { useUpdateTicket } from '@/hooks/tickets/use-update-ticket';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { MarkdownEditor } from '../../markdown-editor-lazy';
import { TicketFormModal } from './ticket-form-modal';

export function EditDescriptionDialog({ ticket, onClose }: { ticket: TicketDetail; onClose: () => void }) {
  const update = useUpdateTicket(ticket.id);
  return (
    <TicketFormModal title={ticketsText.actions.editDescription} width={760} onClose={onClose}
      initialValues={{ description: ticket.description_markdown }}
      onSubmit={({ description }) => update.mutateAsync({ description })}>
      <Form.Item name="description" label={ticketsText.form.description}
        rules={[{ required: true, whitespace: true, message: ticketsText.form.descriptionRule }]}>
        <MarkdownEditor rows={10} aria-label={ticketsText.form.description} />
      </Form.Item>
    </TicketFormModal>
  );
}
