import Link from 'next/link';
import { casnText as t } from '@/locales/id/casn';
import { useCasnPublications } from '@/hooks/casn/use-casn';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemList } from '@/components/ui/item-list';
import { Pager } from '@/components/ui/data-table/pager';
import { Text } from '@/components/ui/text';
import { useListState } from '@/components/ui/use-list-state';
import { formatDate } from '@/utils/format';
import { CasnFrame } from './casn-frame';

const PAGER_TEXTS = { ...t.publicationsPager, total: t.total };

/** /web/publikasi-casn: the vendor's announcements, newest first, a page at a time. */
export function PublicationList() {
  const list = useListState(10);
  const query = useCasnPublications({ page: list.page, limit: list.limit });
  const { data } = query;
  return (
    <CasnFrame title={t.publications} intro={t.publicationsIntro} link={{ href: '/web/nilai-casn', label: t.seeScores }} query={query}>
      <ItemList
        data-testid="casn-publications"
        busy={query.isPlaceholderData}
        empty={<EmptyState description={t.empty} />}
        items={(data?.data ?? []).map((p) => ({
          key: p.id,
          title: <Link href={`/web/publikasi-casn/${p.id}`}>{p.judul}</Link>,
          description: (
            <>
              <Text secondary>{formatDate(p.tanggal)}</Text>
              <br />
              {p.ringkasan}
            </>
          ),
        }))}
      />
      {(data?.total ?? 0) > 0 && <Pager page={list.page} limit={list.limit} total={data?.total ?? 0} onChange={list.onPageChange} texts={PAGER_TEXTS} />}
    </CasnFrame>
  );
}
