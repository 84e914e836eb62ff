import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { useFeedCommentMutations } from '@/hooks/feed/use-feed-comment-mutations';
import { useFeedComments } from '@/hooks/feed/use-posts';
import { feedText } from '@/locales/id/feed';
import { ui } from '@/locales/id/ui';
import { CommentNode } from './comment-node';
import { FeedEditor } from './feed-editor';

/** The post's thread: a box for a new comment, then the comments oldest first with their replies. */
export function CommentThread({ postId }: { postId: number }) {
  const notify = useNotify();
  const { data, isLoading } = useFeedComments(postId);
  const { create } = useFeedCommentMutations(postId);
  const t = feedText.comment;
  return (
    <Panel size="small" title={feedText.commentsOf}>
      <Flex vertical gap={16}>
        <FeedEditor label={t.label} submitText={t.send} pending={create.isPending} onSubmit={(content) => notify.track(create.mutateAsync({ content }), t.sent)} />
        {isLoading && <Spinner label={ui.loading} />}
        {data?.data.length === 0 && <Text secondary>{feedText.noComments}</Text>}
        {data?.data.map((comment) => (
          <CommentNode key={comment.id} comment={comment} />
        ))}
      </Flex>
    </Panel>
  );
}
