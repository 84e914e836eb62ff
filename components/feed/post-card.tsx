import { useState } from 'react';
import Link from 'next/link';
import { CommentOutlined } from '@ant-design/icons';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { ServerHtml } from '@/components/ui/server-html';
import { Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { usePostMutations } from '@/hooks/feed/use-post-mutations';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { feedText } from '@/locales/id/feed';
import type { PostView } from '@/utils/schemas/feed';
import { AuthorLine } from './author-line';
import { FeedEditor } from './feed-editor';
import { LikeButton } from './like-button';
import { PostReactions } from './post-reactions';
import { RemoveButton } from './remove-button';

interface Props {
  post: PostView;
  /** On the post's own page the comment count is not a link, and a removal goes back to the feed. */
  onRemoved?: () => void;
  standalone?: boolean;
}

/** One post: author, markdown body (editable by its author), like, reactions, comment count and the actions the API allows. */
export function PostCard({ post, onRemoved, standalone = false }: Props) {
  const user = useCurrentUser();
  const notify = useNotify();
  const { update, remove } = usePostMutations();
  const [editing, setEditing] = useState(false);
  const comments = (
    <>
      <CommentOutlined aria-hidden /> {feedText.comments(post.comments_count)}
    </>
  );
  return (
    <Panel size="small" data-testid={`post-${post.id}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <AuthorLine author={post.author} createdAt={post.created_at} edited={post.is_edited} />
        <Flex align="center">
          {post.can_edit && !editing && <Button type="link" size="small" onClick={() => setEditing(true)}>{feedText.edit}</Button>}
          {post.can_delete && (
            <RemoveButton question={feedText.removePostConfirm} onRemove={async () => (await notify.track(remove.mutateAsync(post.id), feedText.removed)) && onRemoved?.()} />
          )}
        </Flex>
      </Flex>
      <div style={{ margin: '8px 0' }}>
        {editing ? (
          <FeedEditor label={feedText.edit} submitText={feedText.save} initial={post.content_markdown} pending={update.isPending} onCancel={() => setEditing(false)}
            onSubmit={async (content) => {
              const ok = await notify.track(update.mutateAsync({ id: post.id, content }), feedText.saved);
              if (ok) setEditing(false);
              return ok;
            }} />
        ) : (
          <ServerHtml html={post.content_html} />
        )}
      </div>
      <Flex gap={12} wrap align="center">
        <LikeButton post={post} currentUserId={user?.id ?? null} />
        {standalone ? <Text secondary>{comments}</Text> : <Link href={`/feed/${post.id}`}>{comments}</Link>}
        <PostReactions post={post} currentUserId={user?.id ?? null} />
      </Flex>
    </Panel>
  );
}
