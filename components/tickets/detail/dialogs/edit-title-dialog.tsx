import { Form, Input } from 'antd';
import { ticketsText } from '@/locales/id/tickets';
import { useUpdateTicket } from '@/hooks/tickets/use-update-ticket';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { validateTicketTitle } from '@/components/tickets/validate-title';
import { TicketFormModal } from './ticket-form-modal';

export function EditTitleDialog({ ticket, onClose }: { ticket: TicketDetail; onClose: () => void }) {
  const update = useUpdateTicket(ticket.id);
  return (
    <TicketFormModal title={ticketsText.actions.editTitle} initialValues={{ title: ticket.title }} onClose={onClose}
      onSubmit={({ title }) => update.mutateAsync({ title })}>
      <Form.Item name="title" label={ticketsText.form.title} rules={[{ required: true, message: ticketsText.form.titleRule }, { validator: validateTicketTitle }]}>
        <Input maxLength={200} showCount />
      </Form.Item>
    </TicketFormModal>
  );
}
