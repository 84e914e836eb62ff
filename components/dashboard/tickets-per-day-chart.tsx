import { dashboardText } from '@/locales/id';
import { dayjs, formatDate } from '@/utils/format';

interface Point {
  date: string;
  total: number;
}

// Drawing units; the SVG scales to its container through the viewBox.
const WIDTH = 960;
const HEIGHT = 260;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };
const AXIS_LABEL_FORMAT = 'D MMM';
const MAX_X_LABELS = 8;

/** A round number at least `max`, so the y axis ticks are readable (1, 2, 5, 10, 20, 50…). */
function niceCeiling(max: number): number {
  if (max <= 5) return Math.max(max, 1);
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/** Tickets per day as a hand-drawn bar chart: no chart library in the bundle. Each bar has a title. */
export function TicketsPerDayChart({ data, color = 'var(--area-accent, #4f46e5)' }: { data: Point[]; color?: string }) {
  if (data.length === 0) return null;
  const top = niceCeiling(Math.max(...data.map((d) => d.total)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / data.length;
  const barW = Math.min(48, Math.max(2, slot * 0.7));
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const labelEvery = Math.ceil(data.length / MAX_X_LABELS);
  const ticks = [0, top / 2, top];

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={dashboardText.chartLabel} data-testid="tickets-per-day-chart" style={{ display: 'block' }}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#f0f0f0" />
          <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="#8c8c8c">
            {Number.isInteger(tick) ? tick : tick.toFixed(1)}
          </text>
        </g>
      ))}
      {data.map((d, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2;
        const label = dashboardText.barTitle(formatDate(d.date), d.total);
        return (
          <g key={d.date}>
            <rect x={x} y={y(d.total)} width={barW} height={Math.max(0, y(0) - y(d.total))} rx={2} fill={color} data-testid="chart-bar" data-total={d.total} aria-label={label}>
              <title>{label}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="#8c8c8c">
                {dayjs(d.date).format(AXIS_LABEL_FORMAT)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
