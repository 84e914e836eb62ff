import { useId, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { siasnText } from '@/locales/id';
import { assessmentText } from '@/locales/id/siasn-assessment';
import type { SiasnRecord } from '@/services/siasn';
import { useIpAsnYear } from '@/hooks/siasn/use-ip-asn-year';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { NativeSelect } from '@/components/ui/native-select';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Statistic } from '@/components/ui/statistic';
import { Tag } from '@/components/ui/tag';
import { IPASN_DIMENSIONS, IPASN_MAX } from '@/utils/catalogue/ip-asn';
import { IPASN_CATEGORY_COLORS } from '@/utils/catalogue/status-colors';
import { formatNumber } from '@/utils/format/number';
import { dimensionShare } from '@/utils/rules/ip-asn';
import { ipasnCategory, truncate2 } from '@/utils/rules/performance';
import { textOf } from './record-fields';
import { sectionHref } from './record-paths';
import { SiasnProblem } from './siasn-problem';
import { StaleBanner } from './stale-banner';

const t = assessmentText.ipAsn;
// recharts loads only here, after the page's own code (not in its first load).
const IpAsnChart = dynamic(() => import('./ip-asn-chart'), { ssr: false, loading: () => <Skeleton block={280} /> });
const YEARS_SHOWN = 6;

const scoreOf = (value: unknown) => truncate2(textOf(value)) ?? 0;

function Scores({ data, year }: { data: SiasnRecord; year: number }) {
  const category = ipasnCategory(textOf(data.subtotal));
  const rows = IPASN_DIMENSIONS.map(({ key, max }) => ({ key, label: siasnText.utama.parts[key], score: scoreOf(data[key]), max, share: dimensionShare(textOf(data[key]), max) }));
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap align="flex-end">
        <Statistic title={t.total} value={formatNumber(truncate2(textOf(data.subtotal)) ?? data.subtotal)} suffix={` / ${IPASN_MAX}`} />
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
      <IpAsnChart rows={rows} label={t.chart(year)} scoreName={t.score} maxName={t.max} />
    </Flex>
  );
}

interface Props {
  /** The NIP whose index is shown (the own one from the session, or the one in the staff path). */
  nip: string;
  /** null: the own record (the link back goes to the own Data Utama). */
  recordNip: string | null;
  /** The current year (Asia/Jakarta), the default choice. */
  currentYear: number;
}

/** The IP ASN page: a year picker, the score per dimension against its maximum, the category and a chart. */
export function IpAsnView({ nip, recordNip, currentYear }: Props) {
  const [year, setYear] = useState(currentYear);
  const query = useIpAsnYear(nip, year);
  const pickerId = useId();
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => ({ value: currentYear - i, label: String(currentYear - i) }));
  const picker = (
    <Flex gap={8} align="center">
      <label htmlFor={pickerId}>{t.year}</label>
      <NativeSelect<number> id={pickerId} value={year} options={years} onChange={(value) => value && setYear(value)} style={{ width: 110 }} />
    </Flex>
  );
  return (
    <Panel title={<h1 style={{ margin: 0, font: 'inherit', fontSize: 18 }}>{`${t.title} ${year}`}</h1>} extra={picker} data-testid="ip-asn-page">
      <Flex vertical gap={16}>
        {query.isPending ? (
          <Skeleton rows={4} />
        ) : query.isError ? (
          <SiasnProblem error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            {query.data.stale && <StaleBanner fetchedAt={query.data.fetchedAt} />}
            {query.data.data && query.data.tahun === year ? <Scores data={query.data.data} year={year} /> : query.isFetching ? <Skeleton rows={4} /> : <EmptyState description={t.none(year)} />}
          </>
        )}
        <Link href={sectionHref(recordNip)}>{t.back}</Link>
      </Flex>
    </Panel>
  );
}
