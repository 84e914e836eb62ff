import Link from 'next/link';
import { siasnText as t } from '@/locales/id/siasn';
import { assessmentText } from '@/locales/id/siasn-assessment';
import type { SiasnRecord } from '@/services/siasn';
import { useIpAsn } from '@/hooks/siasn/use-ip-asn';
import { EmptyState } from '@/components/ui/empty-state';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Statistic } from '@/components/ui/statistic';
import { Tag } from '@/components/ui/tag';
import { IPASN_CATEGORY_COLORS } from '@/utils/catalogue/status-colors';
import { formatNumber } from '@/utils/format/number';
import { ipasnCategory, truncate2 } from '@/utils/rules/performance';
import { Stacked, textOf } from './record-fields';
import { SiasnPending } from './siasn-pending';
import { siasnKeys } from '@/hooks/query-keys';
import { StaleBanner } from './stale-banner';
import { IpAsnDates } from './ip-asn-dates';
import { SubSection } from './sub-section';

// The four parts of the index with their maxima (siasn-protocol.md section 3).
const PARTS = [
  ['kualifikasi', 25],
  ['kompetensi', 40],
  ['kinerja', 30],
  ['disiplin', 5],
] as const;

const score = (value: unknown) => formatNumber(truncate2(textOf(value)) ?? value);

function Score({ data }: { data: SiasnRecord }) {
  const category = ipasnCategory(textOf(data.subtotal));
  return (
    <Flex gap={24} wrap align="flex-start">
      <Flex vertical gap={8} align="flex-start">
        <Statistic title={t.utama.score} value={score(data.subtotal)} suffix=" / 100" />
        {category && <Tag color={IPASN_CATEGORY_COLORS[category]}>{category}</Tag>}
      </Flex>
      <div style={{ flex: '1 1 280px' }}>
        <FactList
          items={PARTS.map(([key, max]) => ({
            key,
            label: t.utama.parts[key],
            value: <Stacked main={`${score(data[key])} / ${max}`} sub={textOf(data[`keterangan_${key}`])} />,
          }))}
        />
      </div>
    </Flex>
  );
}

/**
 * SIASN's current IP ASN score and its category (spec section 9), titled with the score's own year
 * and dated (it may be last year's); `detailHref` links the IP ASN page.
 */
export function IpAsnCard({ nip, detailHref }: { nip: string; detailHref?: string }) {
  const query = useIpAsn(nip);
  const current = query.data?.current;
  return (
    <SubSection title={t.utama.ipAsn(current?.tahun ?? null)}>
      {query.isPending || query.isError ? (
        <SiasnPending query={query} queryKey={siasnKeys.ipAsn(nip)} rows={2} compact />
      ) : (
        <Flex vertical gap={12} data-testid="ip-asn">
          {query.data.current.stale && <StaleBanner fetchedAt={query.data.current.fetchedAt} />}
          {query.data.current.data ? (
            <>
              <IpAsnDates scoredAt={query.data.current.scoredAt} fetchedAt={query.data.current.fetchedAt} />
              <Score data={query.data.current.data} />
            </>
          ) : (
            <EmptyState description={t.utama.noIpAsn} />
          )}
          {detailHref && <Link href={detailHref}>{assessmentText.ipAsn.detail}</Link>}
        </Flex>
      )}
    </SubSection>
  );
}
