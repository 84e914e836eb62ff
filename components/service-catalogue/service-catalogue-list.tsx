import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { SettingOutlined } from '@ant-design/icons';
import { useServicePages } from '@/hooks/service-catalogue/use-service-pages';
import { serviceCatalogueText as t } from '@/locales/id/service-catalogue';
import { Flex } from '@/components/ui/flex';
import { SearchableCards, useGrowingSearch } from '@/components/ui/searchable-cards';
import { Paragraph, Title } from '@/components/ui/text';
import { can } from '@/utils/permissions';
import { ServiceCard } from './service-card';

const PAGE_SIZE = 24;

/** /layanan/kepegawaian: the services as cards with a search; admins also get "Kelola layanan". */
export function ServiceCatalogueList() {
  const { data: session } = useSession();
  const list = useGrowingSearch(PAGE_SIZE);
  const query = useServicePages({ search: list.search, page: 1, limit: list.limit });
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div style={{ flex: '1 1 320px' }}>
          <Title level={1}>{t.title}</Title>
          <Paragraph secondary>{t.intro}</Paragraph>
        </div>
        {can(session?.user, 'manage-service-catalogue') && (
          <Link href="/layanan/kepegawaian/kelola" className="btn btn-default">
            <SettingOutlined aria-hidden />
            <span>{t.manage}</span>
          </Link>
        )}
      </Flex>
      <SearchableCards
        list={list}
        query={query}
        texts={t}
        testId="service-cards"
        minCardWidth={260}
        card={(service) => <ServiceCard key={service.slug} service={service} />}
      />
    </Flex>
  );
}
