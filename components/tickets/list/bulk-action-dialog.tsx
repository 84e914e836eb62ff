import { Alert, Form, Select } from 'antd';
import { ticketBulkText } from '@/locales/id/ticket-bulk';
import { useAgents } from '@/hooks/references/use-agents';
import { usePriorities } from '@/hooks/references/use-priorities';
import { useStatuses } from '@/hooks/references/use-statuses';
import { useBulkUpdate } from '@/hooks/tickets/use-bulk-update';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { bulkRefusals, type BulkAction, type BulkChange } from '@/utils/rules/ticket-bulk';
import { PRIORITY_CODES, STATUS_CODES } from '@/utils/schemas/ticket-codes';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { displayName } from '@/components/ui/user-name';
import { TicketFormModal } from '../detail/dialogs/ticket-form-modal';
import { withAntdScope } from '@/components/ui/antd-scope';

const b = ticketBulkText.bulk;

interface Option {
  value: string | number;
  label: string;
}

/** The values an action offers: staff to assign, the lifecycle's statuses, the priorities. */
function useChoices(action: BulkAction): Option[] {
  const { data: agents = [] } = useAgents({ enabled: action === 'assign' });
  const { data: statuses = [] } = useStatuses();
  const { data: priorities = [] } = usePriorities({ enabled: action === 'priority' });
  const named = (codes: readonly string[], refs: { code: string; name: string }[]) =>
    codes.map((code) => ({ value: code, label: refs.find((r) => r.code === code)?.name ?? code }));
  if (action === 'assign') return agents.map((a) => ({ value: a.id, label: displayName(a) }));
  if (action === 'status') return named(STATUS_CODES, statuses);
  return named(PRIORITY_CODES, priorities);
}

/** The chosen value as the API takes it (the schema's own codes, an agent's id). */
function changeOf(action: BulkAction, value: string | number): BulkChange | null {
  switch (action) {
    case 'assign':
      return typeof value === 'number' ? { action, value } : null;
    case 'status': {
      const status = STATUS_CODES.find((code) => code === value);
      return status ? { action, value: status } : null;
    }
    case 'priority': {
      const priority = PRIORITY_CODES.find((code) => code === value);
      return priority ? { action, value: priority } : null;
    }
  }
}

interface QuestionProps {
  action: BulkAction;
  count: number;
  choices: Option[];
  refusedFor: (value: string | number) => string[];
}

/** "Status 3 tiket akan diubah menjadi Selesai" once a value is chosen that every ticket allows. */
function Question({ action, count, choices, refusedFor }: QuestionProps) {
  const value = Form.useWatch<string | number | undefined>('value');
  const label = choices.find((c) => c.value === value)?.label;
  if (value === undefined || label === undefined || refusedFor(value).length > 0) return null;
  return <Alert type="info" showIcon title={b.question[action](count, label)} data-testid="bulk-question" />;
}

interface Props {
  action: BulkAction;
  tickets: TicketListItem[];
  onClose: () => void;
  /** After the API accepted the change. */
  onDone: () => void;
}

/**
 * Picks the value of a bulk action and confirms it, naming how many tickets. Tickets the rule
 * refuses (utils/rules/ticket-bulk.ts, as the API will) are named under the picker and block
 * sending; the API's own refusal (a ticket changed meanwhile) is toasted with its message.
 */
function BulkActionDialog({ action, tickets, onClose, onDone }: Props) {
  const user = useCurrentUser();
  const bulk = useBulkUpdate();
  const choices = useChoices(action);
  const refusedFor = (value: string | number) => {
    const change = changeOf(action, value);
    if (!change) return [];
    const refused = bulkRefusals(user, change, tickets.map((t) => ({ number: t.number, statusCode: t.status.code, context: t })));
    return [...refused.forbidden, ...refused.conflicting];
  };
  return (
    <TicketFormModal<{ value?: string | number }, { updated: number }>
      title={b[action]}
      initialValues={{}}
      okText={b.confirm(tickets.length)}
      onClose={onClose}
      onSaved={onDone}
      successText={({ updated }) => b.done(updated)}
      onSubmit={async ({ value }) => {
        const change = value === undefined ? null : changeOf(action, value);
        if (!change) throw new Error('no value');
        return bulk.mutateAsync({ ids: tickets.map((t) => t.id), ...change });
      }}
    >
      <Form.Item
        name="value"
        label={b.labels[action]}
        rules={[
          { required: true, message: b.required },
          {
            validator: async (_, value?: string | number) => {
              const refused = value === undefined ? [] : refusedFor(value);
              if (refused.length) throw new Error(b.refused(refused.join(', ')));
            },
          },
        ]}
      >
        <Select showSearch={{ optionFilterProp: 'label' }} placeholder={b.placeholders[action]} options={choices} aria-label={b.labels[action]} />
      </Form.Item>
      <Question action={action} count={tickets.length} choices={choices} refusedFor={refusedFor} />
    </TicketFormModal>
  );
}

export default withAntdScope(BulkActionDialog);
