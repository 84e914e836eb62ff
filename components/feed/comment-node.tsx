import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { ServerHtml } from '@/components/ui/server-html';
import { displayName } from '@/components/ui/user-name';
import { useNotify } from '@/components/ui/use-notify';
import { useFeedCommentMutations } from '@/hooks/feed/use-feed-comment-mutations';
import { feedText } from '@/locales/id/feed';
import type { FeedCommentView } from '@/utils/schemas/feed';
import { AuthorLine } from './author-line';
import { FeedEditor } from './feed-editor';
import { RemoveButton } from './remove-button';

// Deeper replies stop stepping right, so a long exchange stays readable on a phone.
const MAX_INDENT_DEPTH = 3;

/** A comment with Balas, Ubah and Hapus as the API allows, and its replies below it. */
export function CommentNode({ comment, depth = 0 }: { comment: FeedCommentView; depth?: number }) {
  const notify = useNotify();
  const { create, update, remove } = useFeedCommentMutations(comment.post_id);
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read');
  const close = () => setMode('read');
  const closeWhen = (ok: boolean) => {
    if (ok) close();
    return ok;
  };
  return (
    <div data-testid={`feed-comment-${comment.id}`} style={{ borderInlineStart: depth > 0 ? '2px solid rgba(5,5,5,0.06)' : undefined, paddingInlineStart: depth > 0 && depth <= MAX_INDENT_DEPTH ? 16 : 0 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <AuthorLine author={comment.author} createdAt={comment.created_at} edited={comment.is_edited} />
        <Flex align="center">
          <Button type="link" size="small" onClick={() => setMode('reply')}>{feedText.reply}</Button>
          {comment.can_edit && <Button type="link" size="small" onClick={() => setMode('edit')}>{feedText.edit}</Button>}
          {comment.can_delete && <RemoveButton question={feedText.removeCommentConfirm} onRemove={() => notify.track(remove.mutateAsync(comment.id), feedText.removed)} />}
        </Flex>
      </Flex>
      {mode === 'edit' ? (
        <FeedEditor label={feedText.edit} submitText={feedText.save} initial={comment.content_markdown} pending={update.isPending} onCancel={close}
          onSubmit={async (content) => closeWhen(await notify.track(update.mutateAsync({ id: comment.id, content }), feedText.saved))} />
      ) : (
        <ServerHtml html={comment.content_html} />
      )}
      {mode === 'reply' && (
        <FeedEditor label={feedText.replyTo(displayName(comment.author))} submitText={feedText.sendReply} pending={create.isPending} onCancel={close}
          onSubmit={async (content) => closeWhen(await notify.track(create.mutateAsync({ content, parent_id: comment.id }), feedText.comment.sent))} />
      )}
      {comment.replies.length > 0 && (
        <Flex vertical gap={12} style={{ marginTop: 12 }}>
          {comment.replies.map((reply) => (
            <CommentNode key={reply.id} comment={reply} depth={depth + 1} />
          ))}
        </Flex>
      )}
    </div>
  );
}
