import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartProps } from './chart-props';

/** Several series as lines over the same x values (recharts, loaded on demand); the right margin holds the last x label whole. */
export default function SimpleLineChart({ data, series, height = 260, label, testId }: ChartProps) {
  return (
    <div role="img" aria-label={label} data-testid={testId}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
        <LineChart data={data} margin={{ top: 8, right: 24, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="#f0f0f0" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend />
          {series.map((s) => (
            <Line key={s.key} dataKey={s.key} name={s.name} stroke={s.color} connectNulls isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
