import { adminText } from '@/locales/id/admin';
import type { RatingSummary } from '@/utils/schemas/knowledge';

const BAR_H = 22;
const GAP = 10;
const LABEL_W = 70;
const COUNT_W = 40;
const WIDTH = 420;

/** A hand-written horizontal bar chart: one bar per star value, longest bar = the most common value. */
export function StarsChart({ distribution }: { distribution: RatingSummary['distribution'] }) {
  const rows = [...distribution].sort((a, b) => b.stars - a.stars);
  const max = Math.max(1, ...rows.map((r) => r.count));
  const barMax = WIDTH - LABEL_W - COUNT_W;
  const height = rows.length * (BAR_H + GAP);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={adminText.ratings.distribution} data-testid="stars-chart" style={{ maxWidth: WIDTH }}>
      {rows.map((r, i) => {
        const y = i * (BAR_H + GAP);
        const w = (r.count / max) * barMax;
        return (
          <g key={r.stars}>
            <text x={0} y={y + BAR_H * 0.72} fontSize={13} fill="currentColor">{'★'.repeat(1)} {r.stars}</text>
            <rect x={LABEL_W} y={y} width={barMax} height={BAR_H} rx={4} fill="rgba(0,0,0,0.05)" />
            <rect x={LABEL_W} y={y} width={w} height={BAR_H} rx={4} fill="#faad14">
              <title>{`${adminText.ratings.stars(r.stars)}: ${r.count}`}</title>
            </rect>
            <text x={LABEL_W + barMax + 8} y={y + BAR_H * 0.72} fontSize={13} fill="currentColor">{r.count}</text>
          </g>
        );
      })}
    </svg>
  );
}
