import { useState } from 'react';
import { usePodcasts } from '@/hooks/podcasts/use-podcasts';
import { podcastsText as t } from '@/locales/id/podcasts';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Paragraph, Title } from '@/components/ui/text';
import { Button } from '@/components/ui/button';
import { PodcastCard } from './podcast-card';

const PAGE_SIZE = 12;

/** /podcasts: the published episodes as cards, newest first, with search and "more". */
export function PodcastList() {
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const { data, isPending } = usePodcasts({ search, page: 1, limit });
  return (
    <Flex vertical gap={16}>
      <div>
        <Title level={1}>{t.title}</Title>
        <Paragraph secondary>{t.intro}</Paragraph>
      </div>
      <SearchInput
        label={t.search}
        placeholder={t.search}
        onSearch={(term) => {
          setSearch(term.trim());
          setLimit(PAGE_SIZE);
        }}
        style={{ maxWidth: 360 }}
      />
      {isPending ? (
        <Skeleton rows={6} />
      ) : data?.data.length ? (
        <div data-testid="podcast-cards" style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {data.data.map((podcast) => (
            <PodcastCard key={podcast.id} podcast={podcast} />
          ))}
        </div>
      ) : (
        <EmptyState description={t.empty} />
      )}
      {data && data.total > data.data.length && (
        <Button onClick={() => setLimit((n) => Math.min(100, n + PAGE_SIZE))} style={{ alignSelf: 'center' }}>
          {t.more}
        </Button>
      )}
    </Flex>
  );
}
