import { useId, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { siasnText } from '@/locales/id/siasn';
import { assessmentText } from '@/locales/id/siasn-assessment';
import { useIpAsn } from '@/hooks/siasn/use-ip-asn';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { NativeSelect } from '@/components/ui/native-select';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Statistic } from '@/components/ui/statistic';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { IPASN_DIMENSIONS, IPASN_MAX } from '@/utils/catalogue/ip-asn';
import { IPASN_CATEGORY_COLORS } from '@/utils/catalogue/status-colors';
import { formatNumber } from '@/utils/format/number';
import { dimensionShare } from '@/utils/rules/ip-asn';
import { ipasnCategory } from '@/utils/rules/performance';
import type { IpAsnAnswer, IpAsnSnapshot } from '@/utils/schemas/ip-asn';
import { IpAsnDates } from './ip-asn-dates';
import { sectionHref } from './record-paths';
import { SiasnPending } from './siasn-pending';
import { siasnKeys } from '@/hooks/query-keys';
import { StaleBanner } from './stale-banner';

const t = assessmentText.ipAsn;
// recharts loads only here, after the page's own code (not in its first load).
const IpAsnChart = dynamic(() => import('./ip-asn-chart'), { ssr: false, loading: () => <Skeleton block={280} /> });

/** A kept year's scores (already truncated to 2 decimals by the portal) with its dates. */
function Scores({ snapshot }: { snapshot: IpAsnSnapshot }) {
  const category = ipasnCategory(snapshot.total);
  const rows = IPASN_DIMENSIONS.map(({ key, max }) => ({ key, label: siasnText.utama.parts[key], score: snapshot[key] ?? 0, max, share: dimensionShare(snapshot[key], max) }));
  return (
    <Flex vertical gap={16}>
      <IpAsnDates scoredAt={snapshot.scoredAt} fetchedAt={snapshot.fetchedAt} />
      <Flex gap={16} wrap align="flex-end">
        <Statistic title={t.total} value={formatNumber(snapshot.total)} suffix={` / ${IPASN_MAX}`} />
        {category && (
          <Tag color={IPASN_CATEGORY_COLORS[category]} aria-label={`${t.category}: ${category}`} data-testid="ip-asn-category">
            {category}
          </Tag>
        )}
      </Flex>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="ip-asn-dimensions">
          <thead>
            <tr>
              {[t.dimension, t.score, t.max, t.share].map((head, i) => (
                <th key={head} scope="col" style={{ textAlign: i === 0 ? 'left' : 'right', padding: '6px 8px', borderBottom: '1px solid #f0f0f0' }}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '6px 8px', borderBottom: '1px solid #f0f0f0' }}>
                  {row.label}
                </th>
                <td style={{ textAlign: 'right', padding: '6px 8px', borderBottom: '1px solid #f0f0f0' }}>{formatNumber(row.score)}</td>
                <td style={{ textAlign: 'right', padding: '6px 8px', borderBottom: '1px solid #f0f0f0' }}>{row.max}</td>
                <td style={{ textAlign: 'right', padding: '6px 8px', borderBottom: '1px solid #f0f0f0' }}>{row.share === null ? '-' : `${formatNumber(row.share)}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <IpAsnChart rows={rows} label={t.chart(snapshot.tahun)} scoreName={t.score} maxName={t.max} />
    </Flex>
  );
}

/** The years to pick from: every kept year and the current one, newest first. */
const yearsOf = (answer: IpAsnAnswer | undefined, currentYear: number) => [...new Set([currentYear, ...(answer?.years.map((y) => y.tahun) ?? [])])].sort((a, b) => b - a);

interface Props {
  /** The NIP whose index is shown (the own one from the session, or the one in the staff path). */
  nip: string;
  /** null: the own record (the link back goes to the own Data Utama). */
  recordNip: string | null;
  /** The current year (Asia/Jakarta): always offered, so a year without a kept score says so. */
  currentYear: number;
}

/**
 * The IP ASN page: SIASN's current score is read (and kept in its year) on opening; a year picker
 * over the kept years shows each year's score per dimension against its maximum, the category, a
 * chart and its dates, or says that nothing is kept for that year. It opens on the current score's year.
 */
export function IpAsnView({ nip, recordNip, currentYear }: Props) {
  const query = useIpAsn(nip);
  const [picked, setPicked] = useState<number | null>(null);
  const pickerId = useId();
  const year = picked ?? query.data?.current.tahun ?? currentYear;
  const snapshot = query.data?.years.find((y) => y.tahun === year);
  const picker = (
    <Flex gap={8} align="center">
      <label htmlFor={pickerId}>{t.year}</label>
      <NativeSelect<number>
        id={pickerId}
        value={year}
        options={yearsOf(query.data, currentYear).map((value) => ({ value, label: String(value) }))}
        onChange={(value) => value && setPicked(value)}
        style={{ width: 110 }}
      />
    </Flex>
  );
  return (
    <Panel title={<h1 style={{ margin: 0, font: 'inherit', fontSize: 18 }}>{`${t.title} ${year}`}</h1>} extra={picker} data-testid="ip-asn-page">
      <Flex vertical gap={16}>
        <Text secondary>{t.intro}</Text>
        {query.isPending || query.isError ? (
          <SiasnPending query={query} queryKey={siasnKeys.ipAsn(nip)} rows={4} />
        ) : (
          <>
            {query.data.current.stale && <StaleBanner fetchedAt={query.data.current.fetchedAt} />}
            {snapshot ? <Scores snapshot={snapshot} /> : <EmptyState description={t.none(year)} />}
          </>
        )}
        <Link href={sectionHref(recordNip)}>{t.back}</Link>
      </Flex>
    </Panel>
  );
}
