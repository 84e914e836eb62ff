import { personnelReportsText } from '@/locales/id/personnel-reports';
import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import type { CategoryCount } from './ip-asn-categories';
import { LazyCategoryChart } from './lazy-charts';

const t = personnelReportsText.ipAsn;

/** The year's people per category as bars (a skeleton until they are known); a bar picks its category. */
export function IpAsnDistribution({ tahun, rows, onSelect }: { tahun: number; rows: CategoryCount[] | undefined; onSelect?: (kategori: string) => void }) {
  const chart = () => {
    if (!rows) return <Skeleton block={240} />;
    if (rows.length === 0) return <Text secondary>{t.noDistribution}</Text>;
    return <LazyCategoryChart rows={rows} label={t.chartLabel(tahun)} seriesName={personnelReportsText.common.peopleCount} onSelect={onSelect} />;
  };
  return (
    <section>
      <h3 style={{ margin: '0 0 8px', fontSize: 14 }}>{t.distributionTitle(tahun)}</h3>
      {chart()}
    </section>
  );
}
