import dynamic from 'next/dynamic';
import Link from 'next/link';
import { FileSearchOutlined } from '@ant-design/icons';
import { useServicePage } from '@/hooks/service-catalogue/use-service-pages';
import { serviceCatalogueText as t } from '@/locales/id/service-catalogue';
import { Flex } from '@/components/ui/flex';
import { ResultState } from '@/components/ui/result-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { Title } from '@/components/ui/text';

// antd's Form and the markdown editor load after the page.
const ServicePageEditor = dynamic(() => import('./service-page-editor'), { ssr: false, loading: () => <Skeleton rows={10} /> });
const back = <Link href="/layanan/kepegawaian/kelola">← {t.form.back}</Link>;

/** /layanan/kepegawaian/kelola/baru: an empty form. */
export function ServicePageCreateView() {
  return (
    <Flex vertical gap={16}>
      {back}
      <Title level={1} style={{ margin: 0 }}>{t.form.newTitle}</Title>
      <ServicePageEditor />
    </Flex>
  );
}

/** /layanan/kepegawaian/kelola/{slug}: the page's heading, links and its form. */
export function ServicePageEditView({ slug }: { slug: string | undefined }) {
  const { data: page, isLoading, isError } = useServicePage(slug);
  if (isLoading || slug === undefined) return <Skeleton rows={8} />;
  if (isError || !page) return <ResultState status="404" icon={<FileSearchOutlined />} title={t.page.notFound} extra={back} />;
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        {back}
        <Link href={`/layanan/kepegawaian/${page.slug}`}>{t.form.preview}</Link>
      </Flex>
      <Flex gap={8} align="center" wrap>
        <Title level={1} style={{ margin: 0 }}>{page.title}</Title>
        <Tag color={page.is_published ? 'success' : 'default'}>{page.is_published ? t.admin.status.published : t.admin.status.draft}</Tag>
      </Flex>
      {/* One form per page: a renamed slug opens a fresh form with the saved values. */}
      <ServicePageEditor key={page.slug} page={page} />
    </Flex>
  );
}
