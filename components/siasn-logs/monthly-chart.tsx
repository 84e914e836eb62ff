import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface MonthlyChartProps {
  /** One entry per month: `label` and a count per service key. */
  data: Record<string, string | number>[];
  series: { key: string; name: string; color: string }[];
  label: string;
}

/** Writes per month, one stacked bar per service (recharts, loaded on demand). */
export default function MonthlyChart({ data, series, label }: MonthlyChartProps) {
  return (
    <div role="img" aria-label={label} data-testid="siasn-monthly-chart">
      <ResponsiveContainer width="100%" height={280} initialDimension={{ width: 640, height: 280 }}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="#f0f0f0" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} minTickGap={0} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} stackId="writes" fill={s.color} maxBarSize={40} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
