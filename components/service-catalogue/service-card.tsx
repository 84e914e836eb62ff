import Link from 'next/link';
import { serviceCatalogueText as t } from '@/locales/id/service-catalogue';
import { Panel } from '@/components/ui/panel';
import { Tag } from '@/components/ui/tag';
import { Paragraph, Text } from '@/components/ui/text';
import type { ServicePageCard } from '@/utils/schemas/service-catalogue';

/** One service as a card linking to its page: title and summary (a draft, which only admins see, says so). */
export function ServiceCard({ service }: { service: ServicePageCard }) {
  return (
    <Link href={`/layanan/kepegawaian/${service.slug}`} style={{ color: 'inherit', textDecoration: 'none' }} aria-label={t.read(service.title)}>
      <Panel hoverable size="small" style={{ height: '100%' }} data-testid="service-card">
        <Text strong style={{ display: 'block', fontSize: 16 }}>
          {service.title} {!service.is_published && <Tag>{t.draft}</Tag>}
        </Text>
        <Paragraph secondary style={{ margin: '4px 0 0' }}>
          {service.summary}
        </Paragraph>
      </Panel>
    </Link>
  );
}
