import { dashboardText as t } from '@/locales/id/dashboard';
import type { DurationStats, StaffDashboard } from '@/utils/schemas/dashboard';
import { dayjs } from '@/utils/format';
import { DataTable, type DataColumn } from '@/components/ui/data-table/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Statistic } from '@/components/ui/statistic';
import { Text } from '@/components/ui/text';
import { LazyLineChart } from './lazy-charts';
import styles from './dashboard.module.css';

type AgentRow = StaffDashboard['agents'][number];
const HOUR = 60;
// Short enough that the last tick fits a phone's width.
const WEEK_LABEL = 'D MMM';
const hours = (minutes: number | null) => (minutes === null ? null : Math.round((minutes / HOUR) * 10) / 10);
const cell = (s: DurationStats) => (
  <span>
    {t.duration(s.median)} <Text secondary>({t.duration(s.p90)})</Text>
  </span>
);

const columns: DataColumn<AgentRow>[] = [
  { key: 'agent', title: t.agent, render: (a) => a.name ?? t.unassigned },
  { key: 'response', title: `${t.firstResponse}: ${t.median} (${t.p90})`, render: (a) => cell(a.response) },
  { key: 'resolution', title: `${t.resolution}: ${t.median} (${t.p90})`, render: (a) => cell(a.resolution), from: 'md' },
];

function Overall({ title, stats }: { title: string; stats: DurationStats }) {
  return (
    <div>
      <Flex gap={24} wrap>
        <Statistic title={`${title}: ${t.median}`} value={t.duration(stats.median)} />
        <Statistic title={t.p90} value={t.duration(stats.p90)} />
      </Flex>
      <Text secondary>{t.counted(stats.count)}</Text>
    </div>
  );
}

/** First-response and resolution times of the range: overall, per agent and per week. */
export function ResponseTimesCard({ dashboard, days }: { dashboard: StaffDashboard; days: number }) {
  const weeks = dashboard.weeks.map((w) => ({ label: dayjs(w.week).format(WEEK_LABEL), response: hours(w.response.median), resolution: hours(w.resolution.median) }));
  return (
    <Panel title={t.times(days)} data-testid="response-times">
      <Flex vertical gap={16}>
        <div className={styles.overall} data-testid="response-overall">
          <Overall title={t.firstResponse} stats={dashboard.overall.response} />
          <Overall title={t.resolution} stats={dashboard.overall.resolution} />
        </div>
        <DataTable<AgentRow> rows={dashboard.agents} rowKey={(a) => a.id ?? 0} columns={columns} empty={<EmptyState description={t.noData} />} />
        {weeks.length > 0 && (
          <>
            <Text strong>{t.perWeek}</Text>
            <LazyLineChart
              data={weeks}
              series={[
                { key: 'response', name: t.firstResponse, color: '#1677ff' },
                { key: 'resolution', name: t.resolution, color: '#389e0d' },
              ]}
              label={t.perWeekLabel}
              testId="response-times-chart"
            />
          </>
        )}
      </Flex>
    </Panel>
  );
}
