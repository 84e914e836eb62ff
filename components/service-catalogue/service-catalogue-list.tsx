import { useState } from 'react';
import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { SettingOutlined } from '@ant-design/icons';
import { useServicePages } from '@/hooks/service-catalogue/use-service-pages';
import { serviceCatalogueText as t } from '@/locales/id/service-catalogue';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Paragraph, Title } from '@/components/ui/text';
import { can } from '@/utils/permissions';
import { ServiceCard } from './service-card';

const PAGE_SIZE = 24;

/** /layanan/kepegawaian: the services as cards with a search; admins also get "Kelola layanan". */
export function ServiceCatalogueList() {
  const { data: session } = useSession();
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const { data, isPending } = useServicePages({ search, page: 1, limit });
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
      <SearchInput
        label={t.search}
        placeholder={t.search}
        onSearch={(term) => {
          setSearch(term.trim());
          setLimit(PAGE_SIZE);
        }}
        style={{ maxWidth: 360 }}
      />
      {isPending ? (
        <Skeleton rows={6} />
      ) : data?.data.length ? (
        <div data-testid="service-cards" style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {data.data.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </div>
      ) : (
        <EmptyState description={t.empty} />
      )}
      {data && data.total > data.data.length && (
        <Button onClick={() => setLimit((n) => Math.min(100, n + PAGE_SIZE))} style={{ alignSelf: 'center' }}>
          {t.more}
        </Button>
      )}
    </Flex>
  );
}
