import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartProps } from './chart-props';

/**
 * One series of bars (recharts, loaded on demand through ../lazy-charts). The x labels are evenly
 * spaced (every n-th day, never crowding at the end) and the right margin holds the last one whole.
 */
export default function SimpleBarChart({ data, series, height = 260, label, testId }: ChartProps) {
  const [first] = series;
  return (
    <div role="img" aria-label={label} data-testid={testId}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
        <BarChart data={data} margin={{ top: 8, right: 24, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="#f0f0f0" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="equidistantPreserveStart" minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Bar dataKey={first.key} name={first.name} fill={first.color} radius={[2, 2, 0, 0]} maxBarSize={56} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
