import { Form, Select } from 'antd';
import { ticketsText } from '@/locales/id/tickets';
import { useChangePriority } from '@/hooks/tickets/use-change-priority';
import { usePriorities } from '@/hooks/references/use-priorities';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { PRIORITY_CODES, type PriorityCode } from '@/utils/schemas/ticket-codes';
import { PriorityTag } from '@/components/ui/priority-tag';
import { SubCategorySelect } from '../../sub-category-select';
import { TicketFormModal } from './ticket-form-modal';

interface Values {
  priority: PriorityCode | null;
  sub_category_id: number | null;
}

export function ChangePriorityDialog({ ticket, onClose }: { ticket: TicketDetail; onClose: () => void }) {
  const change = useChangePriority(ticket.id);
  const { data: priorities = [] } = usePriorities();
  const initialValues: Values = {
    priority: PRIORITY_CODES.find((code) => code === ticket.priority?.code) ?? null,
    sub_category_id: ticket.sub_category?.id ?? null,
  };
  return (
    <TicketFormModal<Values> title={ticketsText.actions.changePriority} onClose={onClose} initialValues={initialValues}
      onSubmit={(values) => change.mutateAsync({ priority: values.priority ?? null, sub_category_id: values.sub_category_id ?? null })}>
      <Form.Item name="priority" label={ticketsText.detail.priority}>
        <Select allowClear placeholder={ticketsText.noPriority}
          options={priorities.map((p) => ({ value: p.code, label: <PriorityTag priority={p} /> }))} />
      </Form.Item>
      <Form.Item name="sub_category_id" label={ticketsText.form.subCategory}>
        <SubCategorySelect placeholder={ticketsText.form.subCategoryPlaceholder} />
      </Form.Item>
    </TicketFormModal>
  );
}
