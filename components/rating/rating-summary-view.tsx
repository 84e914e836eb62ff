import { useState } from 'react';
import { Card, Col, List, Row, Select, Statistic, Typography } from 'antd';
import { NamedRate } from '@/components/ui/named-rate';
import { EmptyState } from '@/components/ui/empty-state';
import { adminText, ratingText } from '@/locales/id';
import { useRatingSummary } from '@/hooks/rating/use-rating';
import { formatRelativeOrDate } from '@/utils/format';
import { StarsChart } from './stars-chart';

const t = adminText.ratings;
const ALL = 'all';

/** The last four half years, newest first: the API's value (2026-H1) and its Indonesian label. */
export function recentPeriods(now = new Date()): { value: string; label: string }[] {
  let year = now.getFullYear();
  let half: 1 | 2 = now.getMonth() < 6 ? 1 : 2;
  const out: { value: string; label: string }[] = [];
  for (let i = 0; i < 4; i++) {
    out.push({ value: `${year}-H${half}`, label: ratingText.halfYear(year, half) });
    if (half === 2) half = 1;
    else { half = 2; year -= 1; }
  }
  return out;
}

/** Average, count, distribution chart and latest comments, for all periods or one half year. */
export function RatingSummaryView() {
  const [period, setPeriod] = useState<string | undefined>(undefined);
  const { data, isLoading } = useRatingSummary(period);
  return (
    <Card
      title={t.title}
      loading={isLoading}
      extra={
        <Select<string>
          value={period ?? ALL}
          onChange={(v) => setPeriod(v === ALL ? undefined : v)}
          style={{ width: 260, maxWidth: '100%' }}
          aria-label={t.period}
          options={[{ value: ALL, label: t.allPeriods }, ...recentPeriods()]}
        />
      }
    >
      {data && (
        <Row gutter={[24, 24]}>
          <Col xs={24} md={8}>
            <Statistic title={t.average} value={data.average ?? '-'} precision={data.average === null ? undefined : 2} suffix={data.average === null ? undefined : '/ 5'} />
            <NamedRate disabled allowHalf value={Math.round((data.average ?? 0) * 2) / 2} />
            <Statistic title={t.count} value={data.count} style={{ marginTop: 16 }} />
            <Statistic title={t.dismissed} value={data.dismissed} style={{ marginTop: 16 }} />
          </Col>
          <Col xs={24} md={16}>
            <Typography.Title level={5}>{t.distribution}</Typography.Title>
            <StarsChart distribution={data.distribution} />
          </Col>
          <Col span={24}>
            <Typography.Title level={5}>{t.latest}</Typography.Title>
            <List
              dataSource={data.latest_comments}
              locale={{ emptyText: <EmptyState description={t.noComments} /> }}
              renderItem={(c) => (
                <List.Item key={c.id} extra={<Typography.Text type="secondary">{formatRelativeOrDate(c.updated_at)}</Typography.Text>}>
                  <List.Item.Meta title={<><NamedRate disabled value={c.stars} style={{ fontSize: 14 }} /> {c.user.name ?? c.user.username}</>} description={c.comment} />
                </List.Item>
              )}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
