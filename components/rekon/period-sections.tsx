import { useRouter } from 'next/router';
import { presetPalettes } from '@ant-design/colors';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { dayjs } from '@/utils/format';
import { formatRecordDate } from '@/utils/format/record-date';
import { withQuery } from '@/utils/query';
import type { RekonSummary } from '@/utils/schemas/rekon';
import { LazyBarChart } from '@/components/dashboard/lazy-charts';
import { orderCategories } from '@/components/reports/ip-asn-categories';
import { LazyCategoryChart } from '@/components/reports/lazy-charts';
import { YearPicker } from '@/components/reports/year-picker';
import { CountPanel, type CountLink } from './count-panel';

const t = personnelReportsText.rekon;
const ISO_DAY = 'YYYY-MM-DD';

/** Promotions per synced KP period (the chart oldest first); a period opens the KP list of it. */
export function KpSection({ rows }: { rows: RekonSummary['kp'] }) {
  const links: CountLink[] = rows.map(({ periode, total }) => ({
    key: periode,
    label: formatRecordDate(periode),
    total,
    href: withQuery('/layanan-siasn/kp', { periode }),
    title: t.kp.open(formatRecordDate(periode), total),
  }));
  const data = [...rows].reverse().map(({ periode, total }) => ({ label: dayjs(periode, ISO_DAY).format('MMM YYYY'), total }));
  const chart = <LazyBarChart data={data} series={[{ key: 'total', name: t.kp.series, color: presetPalettes.blue[5] }]} label={t.kp.chartLabel} testId="rekon-kp-chart" height={220} />;
  return <CountPanel title={t.kp.title} chart={chart} links={links} empty={t.kp.empty} fill={{ label: t.kp.fill, href: '/layanan-siasn/kp' }} data-testid="rekon-kp" />;
}

/** Dismissals per month of TMT pensiun; a month opens the pemberhentian list of its first to last day. */
export function PemberhentianSection({ rows }: { rows: RekonSummary['pemberhentian'] }) {
  const links: CountLink[] = rows.map(({ bulan, total }) => {
    const month = dayjs(`${bulan}-01`, ISO_DAY);
    const label = month.format('MMMM YYYY');
    return {
      key: bulan,
      label,
      total,
      href: withQuery('/layanan-siasn/pemberhentian', { tglAwal: month.format(ISO_DAY), tglAkhir: month.endOf('month').format(ISO_DAY) }),
      title: t.pemberhentian.open(label, total),
    };
  });
  const data = rows.map(({ bulan, total }) => ({ label: dayjs(`${bulan}-01`, ISO_DAY).format('MMM YY'), total }));
  const chart = <LazyBarChart data={data} series={[{ key: 'total', name: t.pemberhentian.series, color: presetPalettes.purple[5] }]} label={t.pemberhentian.chartLabel} testId="rekon-pemberhentian-chart" height={220} />;
  return <CountPanel title={t.pemberhentian.title} chart={chart} links={links} empty={t.pemberhentian.empty} fill={{ label: t.pemberhentian.fill, href: '/layanan-siasn/pemberhentian' }} data-testid="rekon-pemberhentian" />;
}

/** The year's IP ASN categories (year picker beside the title); a category opens the IP ASN report filtered to it. */
export function IpAsnSection({ ipAsn, onYear }: { ipAsn: RekonSummary['ipAsn']; onYear: (tahun: number) => void }) {
  const router = useRouter();
  const { tahun } = ipAsn;
  const rows = orderCategories(ipAsn.distribution);
  const hrefOf = (kategori: string) => withQuery('/layanan-siasn/laporan-ip-asn', { tahun, kategori });
  const links: CountLink[] = rows.map(({ kategori, total }) => ({ key: kategori, label: kategori, total, href: hrefOf(kategori), title: t.ipAsn.open(kategori, total, tahun) }));
  const chart = <LazyCategoryChart rows={rows} label={personnelReportsText.ipAsn.chartLabel(tahun)} seriesName={personnelReportsText.common.peopleCount} onSelect={(kategori) => void router.push(hrefOf(kategori))} />;
  return (
    <CountPanel
      title={t.ipAsn.title(tahun)}
      extra={<YearPicker label={personnelReportsText.common.year} value={tahun} onChange={onYear} />}
      chart={chart}
      links={links}
      empty={t.ipAsn.empty(tahun)}
      fill={{ label: t.ipAsn.fill, href: withQuery('/layanan-siasn/laporan-ip-asn', { tahun }) }}
      data-testid="rekon-ip-asn"
    />
  );
}
