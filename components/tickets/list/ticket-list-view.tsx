import { useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';
import { Panel } from '@/components/ui/panel';
import { PlusOutlined } from '@ant-design/icons';
import { ticketsText } from '@/locales/id/tickets';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { useTicketListParams } from '@/hooks/tickets/use-ticket-list-params';
import { useTickets } from '@/hooks/tickets/use-tickets';
import { useTicketSelection } from '@/hooks/tickets/use-ticket-selection';
import type { TicketListFilters, TicketListPage } from '@/services/tickets';
import type { UserSummary } from '@/utils/schemas/common';
import { can } from '@/utils/permissions';
import { BasicFilters } from './basic-filters';
import { BulkActions } from './bulk-actions';
import { PinnedStrip } from './pinned-strip';
import { TicketTable } from './ticket-table';

const AdvancedFilters = dynamic(() => import('./advanced-filters'), {
  ssr: false,
  loading: () => <Skeleton rows={2} />,
});

const LoadError = dynamic(() => import('./load-error'));

const ADVANCED_KEYS = ['priority', 'category', 'sub_category', 'assignee', 'unassigned', 'requester', 'published', 'pinned', 'due', 'waiting'] as const;
const hasAdvancedFilter = (filters: TicketListFilters) => ADVANCED_KEYS.some((key) => filters[key] !== undefined);

/**
 * The filters of another page: the next and the previous one by the cursors the current page came
 * with (an index bound, however deep), any other by its number, page 1 too (it shows what came
 * in meanwhile); a new page size starts again from page 1.
 */
function pageChange(data: TicketListPage | undefined, page: number, limit: number, currentLimit: number | undefined): TicketListFilters {
  if (limit !== currentLimit) return { page: 1, limit };
  const neighbour = data && { [data.page + 1]: data.next_cursor, [data.page - 1]: data.prev_cursor }[page];
  return { page, limit, cursor: (page > 1 && neighbour) || undefined };
}

function uniqueUsers(users: UserSummary[]): UserSummary[] {
  return [...new Map(users.map((u) => [u.id, u])).values()];
}

/**
 * The ticket list: basic filters for everyone; advanced ones, due markers and bulk actions on
 * ticked rows for admins and agents; pinned tickets on top.
 */
export function TicketListView() {
  const router = useRouter();
  const user = useCurrentUser();
  const { filters, setFilters, resetFilters, ready } = useTicketListParams();
  const { data, isFetching, isError } = useTickets(filters, { enabled: ready });
  const mayFilterMore = can(user, 'advanced-filter');
  const [toggled, setToggled] = useState<boolean | null>(null);
  const advancedOpen = mayFilterMore && (toggled ?? hasAdvancedFilter(filters));
  const requesters = useMemo(() => uniqueUsers(data?.data.map((t) => t.requester) ?? []), [data]);
  const selection = useTicketSelection(JSON.stringify(filters), data?.data);
  const staff = can(user, 'bulk-update-tickets');

  return (
    <Flex vertical gap={16}>
      <PinnedStrip />
      <Panel
        title={ticketsText.title}
        extra={
          can(user, 'create-ticket') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void router.push('/tickets/create')}>
              {ticketsText.create}
            </Button>
          )
        }
      >
        <Flex vertical gap={16}>
          <BasicFilters
            filters={filters}
            onChange={setFilters}
            canSeeAssigned={mayFilterMore}
            advancedOpen={advancedOpen}
            onToggleAdvanced={mayFilterMore ? () => setToggled(!advancedOpen) : undefined}
          />
          {advancedOpen && <AdvancedFilters filters={filters} onChange={setFilters} onReset={resetFilters} requesters={requesters} />}
          {isError && <LoadError />}
          {staff && <BulkActions tickets={selection.tickets} onClear={selection.clear} />}
          <TicketTable
            data={data}
            loading={isFetching}
            page={data?.page ?? filters.page ?? 1}
            limit={filters.limit ?? 20}
            onPageChange={(page, limit) => setFilters(pageChange(data, page, limit, filters.limit))}
            sort={filters.sort ?? 'newest'}
            onSortChange={(sort) => setFilters({ sort })}
            emptyText={filters.search ? ticketsText.noMatch(filters.search) : ticketsText.empty}
            showDue={mayFilterMore}
            selection={staff ? { selectedIds: selection.ids, onChange: selection.select } : undefined}
            list={filters}
          />
        </Flex>
      </Panel>
    </Flex>
  );
}
