import { useState } from 'react';
import Link from 'next/link';
import { FileSearchOutlined } from '@ant-design/icons';
import { useEpisode } from '@/hooks/podcasts/use-podcasts';
import { podcastsText as t } from '@/locales/id/podcasts';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { ResultState } from '@/components/ui/result-state';
import { ServerHtml } from '@/components/ui/server-html';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { formatDate } from '@/utils/format';
import { PodcastComments } from './podcast-comments';
import { PodcastCover } from './podcast-cover';
import { PodcastRating } from './podcast-rating';

type TabKey = 'description' | 'transcript' | 'comments';

/** /podcasts/{id}: the player (seeks through HTTP ranges), the stars and the tabs. */
export function PodcastEpisode({ id }: { id: number | null | undefined }) {
  const [tab, setTab] = useState<TabKey>('description');
  const { data: episode, isLoading, isError } = useEpisode(id ?? null);
  if (isLoading || id === undefined) return <Skeleton rows={8} />;
  if (isError || !episode) return <ResultState status="404" icon={<FileSearchOutlined />} title={t.notFound} subTitle={t.notFoundHint} extra={<Link href="/podcasts">{t.back}</Link>} />;
  const items = [
    { key: 'description', label: t.tabs.description, children: episode.description_html ? <ServerHtml html={episode.description_html} testId="podcast-description" /> : <Text secondary>{t.noDescription}</Text> },
    {
      key: 'transcript',
      label: t.tabs.transcript,
      children: episode.transcript ? <Paragraph style={{ whiteSpace: 'pre-wrap' }}>{episode.transcript}</Paragraph> : <Text secondary>{t.noTranscript}</Text>,
    },
    { key: 'comments', label: t.tabs.comments, children: <PodcastComments podcastId={episode.id} /> },
  ];
  return (
    <Flex vertical gap={16} data-testid="podcast-episode">
      <Link href="/podcasts">← {t.back}</Link>
      <Flex gap={16} wrap align="flex-start">
        <PodcastCover url={episode.cover_url} alt={episode.title} size={160} />
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Text secondary>
            {t.episode(episode.episode)}
            {episode.published_at ? ` · ${formatDate(episode.published_at)}` : ''}
          </Text>
          <Title level={1} style={{ margin: '4px 0' }}>
            {episode.title}
          </Title>
          <Paragraph secondary>{episode.short_description}</Paragraph>
          {episode.audio_url ? (
            // The browser asks for byte ranges as the listener seeks; the API answers 206.
            <audio controls preload="metadata" src={episode.audio_url} aria-label={t.player(episode.title)} style={{ width: '100%' }} data-testid="podcast-audio" />
          ) : (
            <Text secondary>{t.noAudio}</Text>
          )}
        </div>
      </Flex>
      <PodcastRating podcastId={episode.id} rating={episode.rating} />
      <Panel>
        <Tabs items={items} activeKey={tab} onChange={(key) => setTab(key as TabKey)} />
      </Panel>
    </Flex>
  );
}
