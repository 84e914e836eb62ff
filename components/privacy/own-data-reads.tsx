import { useState } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { privacyText } from '@/locales/id/privacy';
import { ui } from '@/locales/id/ui';
import { useOwnDataReads } from '@/hooks/privacy/use-own-data-reads';
import { Pager } from '@/components/ui/data-table/pager';
import { tableVars } from '@/components/ui/data-table/table-vars';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemList } from '@/components/ui/item-list';
import { Panel } from '@/components/ui/panel';
import { RelativeTime } from '@/components/ui/relative-time';
import { isPersonnelSectionKey, sectionByKey } from '@/utils/catalogue/personnel-sections';

const t = privacyText.reads;
const PAGER_TEXTS = { ...t.pager, total: t.total };
const FIRST_LIMIT = 20;

/** A part of the record in words: a section by its title, the other views by their names. */
export const partName = (part: string) => (isPersonnelSectionKey(part) ? sectionByKey(part).title : (t.parts[part] ?? part));

/** Riwayat akses data saya: each staff view of the own record, newest first, who and what. */
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
          title: t.opened(read.reader.name, ui.roles[read.reader_role], partName(read.part)),
          description: <RelativeTime value={read.at} secondary={false} />,
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
