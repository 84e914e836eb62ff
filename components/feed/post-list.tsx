import { useState } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { Pager } from '@/components/ui/data-table/pager';
import { tableVars } from '@/components/ui/data-table/table-vars';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Spinner } from '@/components/ui/spinner';
import { usePosts } from '@/hooks/feed/use-posts';
import { feedText } from '@/locales/id/feed';
import { ui } from '@/locales/id/ui';
import type { FeedSort } from '@/utils/schemas/feed';
import { PostCard } from './post-card';

/** One tab of the feed: a sort, or one's own posts, a page at a time. */
export function PostList({ sort, mine = false }: { sort: FeedSort; mine?: boolean }) {
  const [{ page, limit }, setPaging] = useState({ page: 1, limit: 10 });
  const { data, isLoading } = usePosts({ sort, mine: mine || undefined, page, limit });
  if (isLoading) return <Spinner label={ui.loading} style={{ display: 'block', margin: '24px auto' }} />;
  if (!data || data.total === 0) return <EmptyState description={mine ? feedText.emptyMine : feedText.empty} />;
  return (
    <Flex vertical gap={12}>
      {data.data.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {/* The pager is drawn from the data table's token variables, set here as its table would. */}
      <div style={tableVars(token)}>
        <Pager page={page} limit={limit} total={data.total} onChange={(nextPage, nextLimit) => setPaging({ page: nextLimit === limit ? nextPage : 1, limit: nextLimit })} texts={feedText.pager} />
      </div>
    </Flex>
  );
}
