import Link from 'next/link';
import { useRouter } from 'next/router';
import { PlusOutlined } from '@ant-design/icons';
import { useServicePageMutations, useServicePages } from '@/hooks/service-catalogue/use-service-pages';
import { serviceCatalogueText } from '@/locales/id/service-catalogue';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { PagedTable } from '@/components/ui/data-table/paged-table';
import { editRemoveColumn } from '@/components/ui/edit-remove-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { SearchInput } from '@/components/ui/search-input';
import { Tag } from '@/components/ui/tag';
import { useListState } from '@/components/ui/use-list-state';
import { useNotify } from '@/components/ui/use-notify';
import { formatDate } from '@/utils/format';
import type { ServicePageCard } from '@/utils/schemas/service-catalogue';

const t = serviceCatalogueText.admin;
const BUTTON_TEXTS = { edit: t.edit, remove: t.remove, cancel: t.cancel, confirmRemove: t.confirmRemove };
const editPath = (p: ServicePageCard) => `/layanan/kepegawaian/kelola/${p.slug}`;

/** /layanan/kepegawaian/kelola: every service, drafts included, with its status, edit, delete and "Tambah layanan". */
export function ServiceCatalogueAdmin() {
  const list = useListState(20);
  const router = useRouter();
  const notify = useNotify();
  const { data, isFetching } = useServicePages({ search: list.search, page: list.page, limit: list.limit });
  const { remove } = useServicePageMutations();
  const columns: DataColumn<ServicePageCard>[] = [
    { key: 'order', title: t.columns.order, width: 72, from: 'md', render: (p) => p.sort_order },
    { key: 'title', title: t.columns.title, render: (p) => <Link href={editPath(p)}>{p.title}</Link> },
    { key: 'slug', title: t.columns.slug, from: 'lg', render: (p) => <Link href={`/layanan/kepegawaian/${p.slug}`}>{p.slug}</Link> },
    { key: 'status', title: t.columns.status, render: (p) => <Tag color={p.is_published ? 'success' : 'default'}>{p.is_published ? t.status.published : t.status.draft}</Tag> },
    { key: 'updated', title: t.columns.updated, from: 'md', render: (p) => formatDate(p.updated_at) },
    editRemoveColumn<ServicePageCard>(t.columns.actions, BUTTON_TEXTS, {
      name: (p) => p.title,
      onEdit: (p) => void router.push(editPath(p)),
      onRemove: (p) => notify.track(remove.mutateAsync(p.slug), t.removed),
    }),
  ];
  return (
    <Panel
      title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t.title}</h1>}
      extra={
        <Link href="/layanan/kepegawaian/kelola/baru" className="btn btn-primary">
          <PlusOutlined aria-hidden />
          <span>{t.add}</span>
        </Link>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <SearchInput label={serviceCatalogueText.search} placeholder={serviceCatalogueText.search} onSearch={list.onSearch} style={{ maxWidth: 320 }} />
      </Flex>
      <PagedTable<ServicePageCard>
        testId="service-admin-table"
        data={data}
        list={list}
        pagerTexts={{ ...t.pager, total: t.total }}
        hideOnSinglePage
        rowKey={(p) => p.id}
        columns={columns}
        loading={isFetching}
        empty={<EmptyState description={t.empty} />}
      />
    </Panel>
  );
}
