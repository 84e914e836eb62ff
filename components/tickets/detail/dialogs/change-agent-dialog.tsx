import { Form, Select } from 'antd';
import { ticketsText } from '@/locales/id/tickets';
import { useChangeAgent } from '@/hooks/tickets/use-change-agent';
import { useAgents } from '@/hooks/references/use-agents';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { displayName } from '@/components/ui/user-name';
import { TicketFormModal } from './ticket-form-modal';

/** Picks an agent or admin from GET /references/agents; clearing unassigns the ticket. */
export function ChangeAgentDialog({ ticket, onClose }: { ticket: TicketDetail; onClose: () => void }) {
  const change = useChangeAgent(ticket.id);
  const { data: agents = [], isLoading } = useAgents();
  return (
    <TicketFormModal<{ assignee_id: number | null }> title={ticketsText.actions.changeAgent} onClose={onClose}
      initialValues={{ assignee_id: ticket.assignee_id }}
      onSubmit={({ assignee_id }) => change.mutateAsync({ assignee_id: assignee_id ?? null })}>
      <Form.Item name="assignee_id" label={ticketsText.detail.assignee}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} loading={isLoading}
          placeholder={ticketsText.actions.agentPlaceholder}
          options={agents.map((a) => ({ value: a.id, label: displayName(a) }))} />
      </Form.Item>
    </TicketFormModal>
  );
}
