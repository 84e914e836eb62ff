import dynamic from 'next/dynamic';
import { podcastsText } from '@/locales/id/podcasts';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { Text } from '@/components/ui/text';
import type { PodcastEpisodeView } from '@/utils/schemas/podcasts';
import { halfStars } from './podcast-card';

const t = podcastsText.rating;
// antd's Rate loads after the episode itself.
const PodcastVoteForm = dynamic(() => import('./podcast-vote-form'), { ssr: false, loading: () => <Skeleton rows={2} /> });

/** The episode's average and count, and one's own vote. */
export function PodcastRating({ podcastId, rating }: { podcastId: number; rating: PodcastEpisodeView['rating'] }) {
  return (
    <Panel title={t.title} size="small" data-testid="podcast-rating">
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <Stars value={halfStars(rating.average)} label={t.averageLabel(rating.average)} size={18} />
        <Text data-testid="podcast-rating-summary">{t.average(rating.average, rating.count)}</Text>
      </span>
      {/* Remounted by the saved vote, so a withdrawal elsewhere (another tab) shows here too. */}
      <PodcastVoteForm key={rating.mine ? `${rating.mine.stars}-${rating.mine.comment}` : 'none'} podcastId={podcastId} mine={rating.mine} />
    </Panel>
  );
}
