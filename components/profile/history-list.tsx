import { useState } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { adminText } from '@/locales/id/admin';
import { useHistories } from '@/hooks/profile/use-histories';
import { Pager } from '@/components/ui/data-table/pager';
import { tableVars } from '@/components/ui/data-table/table-vars';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { ItemList } from '@/components/ui/item-list';
import { Panel } from '@/components/ui/panel';
import { RelativeTime } from '@/components/ui/relative-time';

const t = adminText.history;
const PAGER_TEXTS = { ...t.pager, total: t.total };

/**
 * Activity history (own, or `userId`'s for admins, in a drawer), newest first; the API pages from
 * 0, the pager from 1. Drawn from antd's tokens, not the area theme's variables: the admin's
 * drawer sits outside the area theme.
 */
export function HistoryList({ limit: firstLimit = 10, userId, bordered = true }: { limit?: number; userId?: number; bordered?: boolean }) {
  const [{ page, limit }, setPaging] = useState({ page: 1, limit: firstLimit });
  const { data, isPending, isFetching } = useHistories(page - 1, limit, userId);
  const total = data?.total ?? 0;
  return (
    <Panel title={t.title} data-testid="history-list" loading={isPending} style={bordered ? undefined : { border: 'none' }}>
      <ItemList
        data-testid="history-entries"
        busy={isFetching}
        empty={<EmptyState description={t.empty} />}
        items={(data?.data ?? []).map((h) => ({
          key: h.id,
          title: h.description,
          // The time sits under the text so a phone gives the text the whole width; the server
          // sends ip_address to admins only.
          description: (
            <Flex gap={4} wrap>
              <RelativeTime value={h.created_at} secondary={false} />
              {h.ip_address && <span>· {t.ip(h.ip_address)}</span>}
            </Flex>
          ),
        }))}
      />
      {/* Only when there is more than one page at the size the list started with. */}
      {total > firstLimit && (
        <div style={tableVars(token)}>
          <Pager page={page} limit={limit} total={total} texts={PAGER_TEXTS} onChange={(next, size) => setPaging({ page: size === limit ? next : 1, limit: size })} />
        </div>
      )}
    </Panel>
  );
}
