import { FilterOutlined } from '@ant-design/icons';
import { ticketsText } from '@/locales/id/tickets';
import { useStatuses } from '@/hooks/references/use-statuses';
import type { TicketListFilters } from '@/services/tickets';
import { STATUS_CODES, TICKET_SORTS } from '@/utils/schemas/ticket-codes';
import { Button } from '@/components/ui/button';
import { ChoiceListButton } from '@/components/ui/choice-list-button';
import { NativeSelect } from '@/components/ui/native-select';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { SearchBox } from './search-box';

const f = ticketsText.filters;
type Scope = NonNullable<TicketListFilters['scope']> | 'all';

interface Props {
  filters: TicketListFilters;
  onChange: (changes: TicketListFilters) => void;
  /** Agents and admins can also see the tickets assigned to them. */
  canSeeAssigned: boolean;
  /** Shown only to holders of advanced-filter. */
  advancedOpen?: boolean;
  onToggleAdvanced?: () => void;
}

/** The filters everybody has: search, status, "Tiket saya" and the order. */
export function BasicFilters({ filters, onChange, canSeeAssigned, advancedOpen, onToggleAdvanced }: Props) {
  const { data: statuses } = useStatuses();
  const statusOptions = (statuses ?? STATUS_CODES.map((code) => ({ code, name: code }))).map((s) => ({ value: s.code, label: s.name }));
  const scopes: { value: Scope; label: string }[] = [
    { value: 'all', label: f.all },
    { value: 'mine', label: f.mine },
    ...(canSeeAssigned ? [{ value: 'assigned' as const, label: f.assigned }] : []),
  ];
  return (
    <div className="filter-row">
      <SearchBox value={filters.search} onSearch={(search) => onChange({ search })} />
      <ChoiceListButton
        data-testid="filter-status"
        label={f.status}
        value={filters.status ?? []}
        options={statusOptions}
        onChange={(status) => onChange({ status: status.length ? status : undefined })}
      />
      <SegmentedChoice<Scope>
        label={f.scope}
        value={filters.scope ?? 'all'}
        options={scopes}
        onChange={(scope) => onChange({ scope: scope === 'all' ? undefined : scope })}
      />
      <NativeSelect
        aria-label={f.sort}
        value={filters.sort ?? 'newest'}
        options={TICKET_SORTS.map((s) => ({ value: s, label: f.sorts[s] }))}
        onChange={(sort) => onChange({ sort })}
        style={{ width: 190 }}
      />
      {onToggleAdvanced && (
        <Button icon={<FilterOutlined />} type={advancedOpen ? 'primary' : 'default'} onClick={onToggleAdvanced} aria-expanded={advancedOpen}>
          {f.advanced}
        </Button>
      )}
    </div>
  );
}
