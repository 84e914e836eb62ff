import { useState } from 'react';
import { COMMENTS_PER_PAGE, useCommentMutations, usePodcastComments } from '@/hooks/podcasts/use-podcast-community';
import { podcastsText } from '@/locales/id/podcasts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { CommentBox } from './podcast-comment-box';
import { PodcastCommentItem } from './podcast-comment-item';

const t = podcastsText.comments;

/** The Komentar tab: comments oldest first, page by page, and a box for a new one. */
export function PodcastComments({ podcastId }: { podcastId: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending } = usePodcastComments(podcastId, page);
  const { create } = useCommentMutations(podcastId);
  const notify = useNotify();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / COMMENTS_PER_PAGE));
  return (
    <div data-testid="podcast-comments">
      {data && <Text secondary>{t.total(data.total)}</Text>}
      {isPending ? (
        <Skeleton rows={3} />
      ) : data?.data.length ? (
        <ul style={{ padding: 0, margin: 0 }}>
          {data.data.map((comment) => (
            <PodcastCommentItem key={comment.id} podcastId={podcastId} comment={comment} />
          ))}
        </ul>
      ) : (
        <EmptyState description={t.empty} />
      )}
      {pages > 1 && (
        <nav aria-label={t.pages} style={{ display: 'flex', gap: 8, justifyContent: 'center', margin: '8px 0' }}>
          {Array.from({ length: pages }, (_, i) => (
            <Button key={i} size="small" type={i + 1 === page ? 'primary' : 'default'} aria-current={i + 1 === page ? 'page' : undefined} onClick={() => setPage(i + 1)}>
              {i + 1}
            </Button>
          ))}
        </nav>
      )}
      <CommentBox label={t.label} submitText={t.send} pending={create.isPending} onSubmit={(content) => notify.track(create.mutateAsync(content), t.sent)} />
    </div>
  );
}
