import Link from 'next/link';
import { casnText as t } from '@/locales/id/casn';
import { useCasnPublications } from '@/hooks/casn/use-casn';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { ItemList } from '@/components/ui/item-list';
import { Panel } from '@/components/ui/panel';
import { Pager } from '@/components/ui/data-table/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { useListState } from '@/components/ui/use-list-state';
import { formatDate } from '@/utils/format';
import { CasnFailure } from './casn-failure';

const PAGER_TEXTS = { ...t.publicationsPager, total: t.total };

/** /web/publikasi-casn: the vendor's announcements, newest first, a page at a time. */
export function PublicationList() {
  const list = useListState(10);
  const { data, isLoading, isError, error, refetch, isPlaceholderData } = useCasnPublications({ page: list.page, limit: list.limit });
  return (
    <Flex vertical gap={16}>
      <div>
        <Title level={1} style={{ margin: 0 }}>{t.publications}</Title>
        <Paragraph secondary>{t.publicationsIntro}</Paragraph>
        <Link href="/web/nilai-casn">{t.seeScores}</Link>
      </div>
      <Panel>
        {isLoading ? (
          <Skeleton rows={6} />
        ) : isError ? (
          <CasnFailure error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            <ItemList
              data-testid="casn-publications"
              busy={isPlaceholderData}
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
          </>
        )}
      </Panel>
    </Flex>
  );
}
