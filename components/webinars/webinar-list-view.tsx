import { PlusOutlined } from '@ant-design/icons';
import { useSession } from 'next-auth/react';
import { ButtonLink } from '@/components/ui/button';
import { Pager } from '@/components/ui/data-table/pager';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useListState } from '@/components/ui/use-list-state';
import { useWebinars } from '@/hooks/webinars/use-webinars';
import { webinarsText as t } from '@/locales/id/webinars';
import { can } from '@/utils/permissions';
import { WebinarCard } from './webinar-card';

const GRID = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' } as const;

/** The series as cards; admins also see drafts (with the status tag) and a Tambah button. */
export function WebinarListView() {
  const { data: session } = useSession();
  const admin = can(session?.user ?? null, 'manage-webinars');
  const list = useListState(12);
  const { data, isPending } = useWebinars({ search: list.search || undefined, page: list.page, limit: list.limit });
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap justify="space-between" align="center">
        <SearchInput label={t.search} placeholder={t.search} onSearch={list.onSearch} style={{ maxWidth: 360 }} />
        {admin && (
          <ButtonLink type="primary" href="/helpdesk/webinar/kelola/baru" icon={<PlusOutlined aria-hidden />}>
            {t.add}
          </ButtonLink>
        )}
      </Flex>
      {isPending && <Skeleton rows={4} />}
      {data && data.data.length === 0 && <EmptyState description={t.empty} />}
      <div style={GRID} data-testid="webinar-list">
        {data?.data.map((w) => <WebinarCard key={w.id} webinar={w} showStatus={admin} />)}
      </div>
      {data && data.total > list.limit && <Pager page={list.page} limit={list.limit} total={data.total} onChange={list.onPageChange} texts={t.pager} />}
    </Flex>
  );
}
