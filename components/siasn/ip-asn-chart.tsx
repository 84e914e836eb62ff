import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';

export interface IpAsnChartRow {
  label: string;
  score: number;
  max: number;
}

interface Props {
  rows: IpAsnChartRow[];
  /** The chart's text alternative. */
  label: string;
  scoreName: string;
  maxName: string;
}

/** Each IP ASN dimension's score beside its maximum (recharts, loaded on demand by the IP ASN page). */
export default function IpAsnChart({ rows, label, scoreName, maxName }: Props) {
  return (
    <div role="img" aria-label={label} data-testid="ip-asn-chart">
      <ResponsiveContainer width="100%" height={280} initialDimension={{ width: 640, height: 280 }}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="#f0f0f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend formatter={(value: string) => <span style={{ color: token.colorText }}>{value}</span>} />
          <Bar dataKey="score" name={scoreName} fill={token.colorPrimary} radius={[2, 2, 0, 0]} maxBarSize={48} isAnimationActive={false} />
          <Bar dataKey="max" name={maxName} fill="#bfbfbf" radius={[2, 2, 0, 0]} maxBarSize={48} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
