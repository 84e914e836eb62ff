import { Form, Select } from 'antd';
import { useRouter } from 'next/router';
import { ticketToolsText } from '@/locales/id/ticket-tools';
import { useMergeTicket } from '@/hooks/tickets/use-merge-ticket';
import { useRequesterTickets } from '@/hooks/tickets/use-requester-tickets';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { Paragraph } from '@/components/ui/text';
import { TicketFormModal } from './ticket-form-modal';

const t = ticketToolsText.merge;

/** Picks another ticket of the same requester and merges this duplicate into it, then opens the target. */
export function MergeTicketDialog({ ticket, onClose }: { ticket: TicketDetail; onClose: () => void }) {
  const router = useRouter();
  const merge = useMergeTicket(ticket.id);
  const { data, isLoading } = useRequesterTickets(ticket.requester_id);
  const targets = (data?.data ?? []).filter((other) => other.id !== ticket.id);
  return (
    <TicketFormModal<{ target_id?: number }, TicketDetail> title={t.title} okText={t.ok} initialValues={{}} onClose={onClose}
      onSubmit={({ target_id }) => merge.mutateAsync({ target_id: target_id ?? 0 })}
      successText={(target) => t.done(target.number)}
      onSaved={(target) => void router.push(`/tickets/${target.id}`)}>
      <Paragraph secondary>{t.explain(ticket.number)}</Paragraph>
      <Form.Item name="target_id" label={t.target} rules={[{ required: true, message: t.targetRule }]}
        extra={!isLoading && targets.length === 0 ? t.noTargets : undefined}>
        <Select showSearch={{ optionFilterProp: 'label' }} loading={isLoading} placeholder={t.targetPlaceholder} data-testid="merge-target"
          options={targets.map((other) => ({ value: other.id, label: `${other.number} · ${other.title} (${other.status.name})` }))} />
      </Form.Item>
    </TicketFormModal>
  );
}
