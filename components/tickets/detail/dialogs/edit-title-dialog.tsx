import { Form, Input } from 'antd';
import { ticketsText } from '@/locales/id';
import { useUpdateTicket } from '@/hooks/tickets/use-update-ticket';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { TicketTitle } from '@/utils/schemas/ticket-query';
import { TicketFormModal } from './ticket-form-modal';

const validateTitle = (_: unknown, value: string | undefined) =>
  TicketTitle.safeParse(value ?? '').success ? Promise.resolve() : Promise.reject(new Error(ticketsText.form.titleRule));

export function EditTitleDialog({ ticket, onClose }: { ticket: TicketDetail; onClose: () => void }) {
  const update = useUpdateTicket(ticket.id);
  return (
    <TicketFormModal title={ticketsText.actions.editTitle} initialValues={{ title: ticket.title }} onClose={onClose}
      onSubmit={({ title }) => update.mutateAsync({ title })}>
      <Form.Item name="title" label={ticketsText.form.title} rules={[{ validator: validateTitle }]}>
        <Input maxLength={200} showCount />
      </Form.Item>
    </TicketFormModal>
  );
}
