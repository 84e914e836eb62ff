import { useState } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { privacyText } from '@/locales/id/privacy';
import { useOwnDataReads } from '@/hooks/privacy/use-own-data-reads';
import { Pager } from '@/components/ui/data-table/pager';
import { tableVars } from '@/components/ui/data-table/table-vars';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemList } from '@/components/ui/item-list';
import { Panel } from '@/components/ui/panel';
import { ReadDetails, readTitle } from './own-data-read-entry';

const t = privacyText.reads;
const PAGER_TEXTS = { ...t.pager, total: t.total };
const FIRST_LIMIT = 20;

/** Riwayat akses data saya: each staff view of the own record, newest first: who, what, when and why. */
export function OwnDataReads() {
  const [{ page, limit }, setPaging] = useState({ page: 1, limit: FIRST_LIMIT });
  const { data, isPending, isFetching } = useOwnDataReads({ page, limit });
  const total = data?.total ?? 0;
  return (
    <Panel title={t.title} extra={data ? t.total(total) : undefined} data-testid="own-data-reads" loading={isPending}>
      <p style={{ marginTop: 0 }}>{t.intro}</p>
      <ItemList
        data-testid="own-data-read-entries"
        busy={isFetching}
        empty={<EmptyState description={t.empty} />}
        items={(data?.data ?? []).map((read) => ({
          key: read.id,
          title: readTitle(read),
          description: <ReadDetails read={read} />,
        }))}
      />
      {total > FIRST_LIMIT && (
        <div style={tableVars(token)}>
          <Pager page={page} limit={limit} total={total} texts={PAGER_TEXTS} onChange={(next, size) => setPaging({ page: size === limit ? next : 1, limit: size })} />
        </div>
      )}
    </Panel>
  );
}
