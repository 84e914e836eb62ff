import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { EditOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useServicePage } from '@/hooks/service-catalogue/use-service-pages';
import { serviceCatalogueText as t } from '@/locales/id/service-catalogue';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { ResultState } from '@/components/ui/result-state';
import { ServerHtml } from '@/components/ui/server-html';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { formatDate } from '@/utils/format';
import { can } from '@/utils/permissions';
import { AskAboutService } from './ask-about-service';
import { RequirementsChecklist } from './requirements-checklist';

const back = <Link href="/layanan/kepegawaian">← {t.page.back}</Link>;

/** /layanan/kepegawaian/{slug}: the content, the requirements as a checklist and the way to ask about it. */
export function ServiceDetail({ slug }: { slug: string | undefined }) {
  const { data: session } = useSession();
  const { data: page, isLoading, isError } = useServicePage(slug);
  if (isLoading || slug === undefined) return <Skeleton rows={8} />;
  if (isError || !page) return <ResultState status="404" icon={<FileSearchOutlined />} title={t.page.notFound} subTitle={t.page.notFoundHint} extra={back} />;
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap justify="space-between">
        {back}
        {can(session?.user, 'manage-service-catalogue') && (
          <Link href={`/layanan/kepegawaian/kelola/${page.slug}`}>
            <EditOutlined aria-hidden /> {t.page.edit}
          </Link>
        )}
      </Flex>
      <div>
        <Title level={1} style={{ marginBottom: 4 }}>
          {page.title} {!page.is_published && <Tag>{t.draft}</Tag>}
        </Title>
        <Paragraph secondary>{page.summary}</Paragraph>
        <Text secondary style={{ fontSize: 12 }}>{t.page.updated(formatDate(page.updated_at))}</Text>
      </div>
      {/* Above the content, so a phone need not scroll past the whole page to ask. */}
      <div>
        <AskAboutService subCategoryId={page.sub_category?.id ?? null} />
        {page.sub_category && (
          <Text secondary style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
            {t.page.subCategory(page.sub_category.name, page.sub_category.category_name)}
          </Text>
        )}
      </div>
      <Flex gap={16} wrap align="flex-start">
        <Panel style={{ flex: '2 1 480px', minWidth: 0 }}>
          <ServerHtml html={page.content_html} testId="service-content" />
        </Panel>
        <Panel title={t.page.requirements} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <RequirementsChecklist requirements={page.requirements} />
        </Panel>
      </Flex>
    </Flex>
  );
}
