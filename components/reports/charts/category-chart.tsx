import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@/utils/format/number';
import { categoryFill, type CategoryCount } from '../ip-asn-categories';

export interface CategoryChartProps {
  rows: CategoryCount[];
  /** The chart's text alternative. */
  label: string;
  seriesName: string;
  /** A bar's click (the same choice is also offered as a filter or a link beside the chart). */
  onSelect?: (kategori: string) => void;
}

/** People per IP ASN category, one bar each in the category's colour (recharts, loaded on demand). */
export default function CategoryChart({ rows, label, seriesName, onSelect }: CategoryChartProps) {
  return (
    <div role="img" aria-label={label} data-testid="ip-asn-category-chart">
      <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 640, height: 240 }}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid vertical={false} stroke="#f0f0f0" />
          {/* Slanted, so six category names fit a phone's width without overlapping. */}
          <XAxis dataKey="kategori" tick={{ fontSize: 11 }} interval={0} angle={-30} textAnchor="end" height={64} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} tickFormatter={formatNumber} />
          <Tooltip formatter={(value) => formatNumber(value)} />
          <Bar dataKey="total" name={seriesName} maxBarSize={56} isAnimationActive={false} cursor={onSelect ? 'pointer' : undefined} onClick={(entry) => onSelect?.((entry.payload as CategoryCount).kategori)}>
            {rows.map((row) => (
              <Cell key={row.kategori} fill={categoryFill(row.kategori)} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
