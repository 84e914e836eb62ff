import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemList } from '@/components/ui/item-list';
import { NativeSelect } from '@/components/ui/native-select';
import { Panel } from '@/components/ui/panel';
import { Stars } from '@/components/ui/stars';
import { Statistic } from '@/components/ui/statistic';
import { Text, Title } from '@/components/ui/text';
import { adminText } from '@/locales/id/admin';
import { ratingText } from '@/locales/id/rating';
import { useRatingSummary } from '@/hooks/rating/use-rating';
import { formatRelativeOrDate } from '@/utils/format';
import type { RatingSummary } from '@/utils/schemas/knowledge';
import { StarsChart } from './stars-chart';
import styles from './rating-summary.module.css';

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

/** The average as a figure with two decimals, and in stars rounded to the nearest half. */
function Average({ average }: { average: number | null }) {
  const stars = Math.round((average ?? 0) * 2) / 2;
  return (
    <div>
      <Statistic title={t.average} value={average === null ? '-' : `${average.toFixed(2)} / 5`} />
      <Stars value={stars} label={ratingText.averageStars(stars)} />
    </div>
  );
}

function LatestComments({ comments }: { comments: RatingSummary['latest_comments'] }) {
  const items = comments.map((c) => ({
    key: c.id,
    title: (
      <>
        <Stars value={c.stars} label={t.stars(c.stars)} size={14} /> {c.user.name ?? c.user.username}
      </>
    ),
    description: c.comment,
    extra: <Text secondary>{formatRelativeOrDate(c.updated_at)}</Text>,
  }));
  return <ItemList items={items} empty={<EmptyState description={t.noComments} />} />;
}

/** Average, count, distribution chart and latest comments, for all periods or one half year. */
export function RatingSummaryView() {
  const [period, setPeriod] = useState<string | undefined>(undefined);
  const { data, isLoading } = useRatingSummary(period);
  return (
    <Panel
      title={t.title}
      loading={isLoading}
      extra={
        <NativeSelect<string>
          value={period ?? ALL}
          onChange={(v) => setPeriod(v === ALL ? undefined : v)}
          // On a phone the title keeps room beside it (its words wrap, they do not slide under the select).
          style={{ width: 260, maxWidth: '45vw' }}
          aria-label={t.period}
          options={[{ value: ALL, label: t.allPeriods }, ...recentPeriods()]}
        />
      }
    >
      {data && (
        <div className={styles.grid}>
          <div className={styles.figures}>
            <Average average={data.average} />
            <Statistic title={t.count} value={data.count} />
            <Statistic title={t.dismissed} value={data.dismissed} />
          </div>
          <div>
            <Title level={5}>{t.distribution}</Title>
            <StarsChart distribution={data.distribution} />
          </div>
          <div className={styles.wide}>
            <Title level={5}>{t.latest}</Title>
            <LatestComments comments={data.latest_comments} />
          </div>
        </div>
      )}
    </Panel>
  );
}
