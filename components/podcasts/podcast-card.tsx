import Link from 'next/link';
import { podcastsText as t } from '@/locales/id/podcasts';
import { Panel } from '@/components/ui/panel';
import { Stars } from '@/components/ui/stars';
import { Paragraph, Text } from '@/components/ui/text';
import type { PodcastCard as Card } from '@/utils/schemas/podcasts';
import { PodcastCover } from './podcast-cover';

/** Stars rounded to a half, as the read-only Stars draw them. */
export const halfStars = (average: number) => Math.round(average * 2) / 2;

/** One published episode as a card linking to its page: cover, number, title, summary, rating. */
export function PodcastCard({ podcast }: { podcast: Card }) {
  const { rating } = podcast;
  return (
    <Link href={`/podcasts/${podcast.id}`} style={{ color: 'inherit', textDecoration: 'none' }} aria-label={`${t.episode(podcast.episode)}: ${podcast.title}`}>
      <Panel hoverable size="small" style={{ height: '100%' }} data-testid="podcast-card">
        <PodcastCover url={podcast.cover_url} alt={podcast.title} />
        <Text secondary style={{ display: 'block', marginTop: 12 }}>
          {t.episode(podcast.episode)}
        </Text>
        <Text strong style={{ display: 'block', fontSize: 16 }}>
          {podcast.title}
        </Text>
        <Paragraph secondary style={{ margin: '4px 0 8px' }}>
          {podcast.short_description}
        </Paragraph>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Stars value={halfStars(rating.average)} label={t.rating.averageLabel(rating.average)} size={14} />
          <Text secondary>{t.rating.average(rating.average, rating.count)}</Text>
        </span>
      </Panel>
    </Link>
  );
}
