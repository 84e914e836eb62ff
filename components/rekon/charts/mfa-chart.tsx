import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@/utils/format/number';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import type { MfaState, RekonSummary } from '@/utils/schemas/rekon';
import { MFA_LOOKS } from '../mfa-states';

export interface MfaChartProps {
  rows: RekonSummary['mfa'];
  label: string;
  /** A bar's click: that OPD's people in that state (also offered by the table under the chart). */
  onSelect: (row: RekonSummary['mfa'][number], state: MfaState) => void;
}

const ROW_HEIGHT = 28;
const NAME_CHARS = 22;
const shortName = (name: string) => (name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name);

/**
 * Employees per OPD by MFA state, one stacked horizontal bar per OPD (names down the side fit a
 * phone better than under the bars); recharts, loaded on demand.
 */
export default function MfaChart({ rows, label, onSelect }: MfaChartProps) {
  const height = rows.length * ROW_HEIGHT + 64;
  return (
    <div role="img" aria-label={label} data-testid="rekon-mfa-chart">
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid horizontal={false} stroke="#f0f0f0" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} tickFormatter={formatNumber} />
          <YAxis type="category" dataKey="opdNama" width={160} tick={{ fontSize: 11 }} tickFormatter={shortName} interval={0} />
          <Tooltip formatter={(value) => formatNumber(value)} />
          {/* In the states' order, the names in the text colour (a grey name on white would not be read). */}
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={(value: string) => <span style={{ color: token.colorText }}>{value}</span>} />
          {MFA_LOOKS.map((look) => (
            <Bar
              key={look.state}
              dataKey={look.state}
              name={look.label}
              stackId="mfa"
              fill={look.fill}
              maxBarSize={20}
              cursor="pointer"
              isAnimationActive={false}
              onClick={(entry) => onSelect(entry.payload as RekonSummary['mfa'][number], look.state)}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
