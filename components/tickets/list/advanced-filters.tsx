import type { ReactNode } from 'react';
import { Button, Col, Row, Select } from 'antd';
import { Panel } from '@/components/ui/panel';
import { ClearOutlined } from '@ant-design/icons';
import { ticketBulkText } from '@/locales/id/ticket-bulk';
import { ticketsText } from '@/locales/id/tickets';
import { useAgents } from '@/hooks/references/use-agents';
import { useCategories } from '@/hooks/references/use-categories';
import { usePriorities } from '@/hooks/references/use-priorities';
import type { TicketListFilters } from '@/services/tickets';
import type { UserSummary } from '@/utils/schemas/common';
import { DUE_FILTERS, PRIORITY_CODES, type DueFilter } from '@/utils/schemas/ticket-codes';
import { displayName } from '@/components/ui/user-name';
import { BooleanSelect } from './boolean-select';
import { withAntdScope } from '@/components/ui/antd-scope';

const f = ticketsText.filters;
const due = ticketBulkText.due;
const DUE_OPTIONS = DUE_FILTERS.map((value) => ({ value, label: due.filters[value] }));
/** Not an id: stands for "unassigned", which the API takes as `unassigned=true`. */
const UNASSIGNED = 0;
const orUndefined = <T,>(list: T[]) => (list.length ? list : undefined);
const multi = { mode: 'multiple', allowClear: true, showSearch: { optionFilterProp: 'label' }, maxTagCount: 'responsive', style: { width: '100%' } } as const;
const Field = ({ children }: { children: ReactNode }) => (
  <Col xs={24} sm={12} lg={6}>
    {children}
  </Col>
);

interface Props {
  filters: TicketListFilters;
  onChange: (changes: TicketListFilters) => void;
  onReset: () => void;
  /** Requesters seen in the loaded tickets: the requester picker offers these. */
  requesters: UserSummary[];
}

/** Filters for holders of advanced-filter; loaded on demand so users never download them. */
function AdvancedFilters({ filters, onChange, onReset, requesters }: Props) {
  const { data: priorities } = usePriorities();
  const { data: categories = [] } = useCategories();
  const { data: agents = [] } = useAgents();
  const chosenCategories = filters.category ?? [];
  const priorityOptions = (priorities ?? PRIORITY_CODES.map((code) => ({ code, name: code }))).map((p) => ({ value: p.code, label: p.name }));
  const subCategoryOptions = categories
    .filter((c) => chosenCategories.length === 0 || chosenCategories.includes(c.id))
    .flatMap((c) => c.sub_categories.map((s) => ({ value: s.id, label: s.name })));
  const assigneeOptions = [{ value: UNASSIGNED, label: ticketsText.unassigned }, ...agents.map((a) => ({ value: a.id, label: displayName(a) }))];
  const assigneeValue = [...(filters.unassigned ? [UNASSIGNED] : []), ...(filters.assignee ?? [])];

  return (
    <Panel
      size="small"
      data-testid="advanced-filters"
      title={f.advanced}
      extra={<Button size="small" icon={<ClearOutlined />} onClick={onReset}>{f.reset}</Button>}
    >
      <Row gutter={[12, 12]}>
        <Field>
          <Select {...multi} aria-label={f.priority} placeholder={f.priority} value={filters.priority ?? []} options={priorityOptions}
            onChange={(v: string[]) => onChange({ priority: orUndefined(v) })} />
        </Field>
        <Field>
          <Select {...multi} aria-label={f.category} placeholder={f.category} value={chosenCategories}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(v: number[]) => onChange({ category: orUndefined(v) })} />
        </Field>
        <Field>
          <Select {...multi} aria-label={f.subCategory} placeholder={f.subCategory} value={filters.sub_category ?? []}
            options={subCategoryOptions} onChange={(v: number[]) => onChange({ sub_category: orUndefined(v) })} />
        </Field>
        <Field>
          <Select {...multi} aria-label={f.assignee} placeholder={f.assignee} value={assigneeValue} options={assigneeOptions}
            onChange={(v: number[]) =>
              onChange({ unassigned: v.includes(UNASSIGNED) || undefined, assignee: orUndefined(v.filter((id) => id !== UNASSIGNED)) })
            } />
        </Field>
        <Field>
          <Select {...multi} aria-label={f.requester} placeholder={f.requester} value={filters.requester ?? []}
            options={requesters.map((u) => ({ value: u.id, label: displayName(u) }))}
            onChange={(v: number[]) => onChange({ requester: orUndefined(v) })} />
        </Field>
        <Field>
          <BooleanSelect label={f.published} value={filters.published} onChange={(published) => onChange({ published })} />
        </Field>
        <Field>
          <BooleanSelect label={f.pinned} value={filters.pinned} onChange={(pinned) => onChange({ pinned })} />
        </Field>
        <Field>
          <BooleanSelect label={f.waiting} value={filters.waiting} onChange={(waiting) => onChange({ waiting })} />
        </Field>
        <Field>
          <Select allowClear aria-label={due.filter} placeholder={due.filter} value={filters.due} options={DUE_OPTIONS} style={{ width: '100%' }}
            onChange={(v: DueFilter | undefined) => onChange({ due: v })} />
        </Field>
      </Row>
    </Panel>
  );
}

export default withAntdScope(AdvancedFilters);
