import { usePodcasts } from '@/hooks/podcasts/use-podcasts';
import { podcastsText as t } from '@/locales/id/podcasts';
import { Flex } from '@/components/ui/flex';
import { SearchableCards, useGrowingSearch } from '@/components/ui/searchable-cards';
import { Paragraph, Title } from '@/components/ui/text';
import { PodcastCard } from './podcast-card';

const PAGE_SIZE = 12;

/** /podcasts: the published episodes as cards, newest first, with search and "more". */
export function PodcastList() {
  const list = useGrowingSearch(PAGE_SIZE);
  const query = usePodcasts({ search: list.search, page: 1, limit: list.limit });
  return (
    <Flex vertical gap={16}>
      <div>
        <Title level={1}>{t.title}</Title>
        <Paragraph secondary>{t.intro}</Paragraph>
      </div>
      <SearchableCards
        list={list}
        query={query}
        texts={t}
        testId="podcast-cards"
        minCardWidth={220}
        card={(podcast) => <PodcastCard key={podcast.id} podcast={podcast} />}
      />
    </Flex>
  );
}
