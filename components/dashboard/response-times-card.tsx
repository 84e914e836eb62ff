import { Card, Col, Flex, Row, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { dashboardText as t } from '@/locales/id';
import type { DurationStats, StaffDashboard } from '@/utils/schemas/dashboard';
import { dayjs } from '@/utils/format';
import { LazyLineChart } from './lazy-charts';
import { WRAPPING_TITLE } from './card-styles';

type AgentRow = StaffDashboard['agents'][number];
const HOUR = 60;
// Short enough that the last tick fits a phone's width.
const WEEK_LABEL = 'D MMM';
const hours = (minutes: number | null) => (minutes === null ? null : Math.round((minutes / HOUR) * 10) / 10);
const cell = (s: DurationStats) => (
  <span>
    {t.duration(s.median)} <Typography.Text type="secondary">({t.duration(s.p90)})</Typography.Text>
  </span>
);

const columns: ColumnsType<AgentRow> = [
  { key: 'agent', title: t.agent, render: (_, a) => a.name ?? t.unassigned },
  { key: 'response', title: `${t.firstResponse}: ${t.median} (${t.p90})`, render: (_, a) => cell(a.response) },
  { key: 'resolution', title: `${t.resolution}: ${t.median} (${t.p90})`, render: (_, a) => cell(a.resolution), responsive: ['sm'] },
];

function Overall({ title, stats }: { title: string; stats: DurationStats }) {
  return (
    <Col xs={24} sm={12}>
      <Flex gap={24} wrap>
        <Statistic title={`${title}: ${t.median}`} value={t.duration(stats.median)} />
        <Statistic title={t.p90} value={t.duration(stats.p90)} />
      </Flex>
      <Typography.Text type="secondary">{t.counted(stats.count)}</Typography.Text>
    </Col>
  );
}

/** First-response and resolution times of the range: overall, per agent and per week. */
export function ResponseTimesCard({ dashboard, days }: { dashboard: StaffDashboard; days: number }) {
  const weeks = dashboard.weeks.map((w) => ({ label: dayjs(w.week).format(WEEK_LABEL), response: hours(w.response.median), resolution: hours(w.resolution.median) }));
  return (
    <Card title={t.times(days)} styles={WRAPPING_TITLE} data-testid="response-times">
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]} data-testid="response-overall">
          <Overall title={t.firstResponse} stats={dashboard.overall.response} />
          <Overall title={t.resolution} stats={dashboard.overall.resolution} />
        </Row>
        <Table<AgentRow> size="small" rowKey={(a) => a.id ?? 0} columns={columns} dataSource={dashboard.agents} pagination={false} />
        {weeks.length > 0 && (
          <>
            <Typography.Text strong>{t.perWeek}</Typography.Text>
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
    </Card>
  );
}
