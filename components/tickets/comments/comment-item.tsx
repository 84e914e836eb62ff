import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Avatar } from '@/components/ui/avatar';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { CheckCircleFilled, EyeInvisibleOutlined } from '@ant-design/icons';
import { ticketsText } from '@/locales/id/tickets';
import { ui } from '@/locales/id/ui';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { readDraft } from '@/hooks/tickets/draft-storage';
import { useDeleteComment } from '@/hooks/tickets/use-delete-comment';
import { useUpdateComment } from '@/hooks/tickets/use-update-comment';
import { can } from '@/utils/permissions';
import type { ReactionEmoji, TicketCommentView, TicketDetail } from '@/utils/schemas/tickets';
import { RelativeTime } from '@/components/ui/relative-time';
import { ServerHtml } from '@/components/ui/server-html';
import { displayName } from '@/components/ui/user-name';
import { useNotify } from '@/components/ui/use-notify';
import { useConfirm } from '@/components/ui/use-confirm';
import { CommentEditForm } from './comment-edit-form';
import { MarkAnswerButton } from './mark-answer-button';
import { ReactionsBar } from './reactions-bar';
import styles from './comment-item.module.css';

const c = ticketsText.comments;
export const editDraftScope = (commentId: number) => `comment-${commentId}-edit`;

// The edit and remove mutations live in the parts that use them, so a long conversation does not
// start two mutation observers per comment that nobody may ever use.
function CommentEdit({ ticketId, comment, onClose }: { ticketId: number; comment: TicketCommentView; onClose: () => void }) {
  const notify = useNotify();
  const update = useUpdateComment(ticketId);
  return (
    <CommentEditForm draftScope={editDraftScope(comment.id)} initial={comment.markdown} submitText={c.save} pending={update.isPending} onCancel={onClose}
      onSubmit={async (markdown) => {
        const ok = await notify.track(update.mutateAsync({ commentId: comment.id, body: { markdown } }));
        if (ok) onClose();
        return ok;
      }} />
  );
}

function RemoveCommentButton({ ticketId, commentId }: { ticketId: number; commentId: number }) {
  const notify = useNotify();
  const confirm = useConfirm();
  const remove = useDeleteComment(ticketId);
  const confirmRemove = () =>
    confirm({
      title: c.removeConfirm,
      okText: c.remove,
      cancelText: c.cancel,
      okButtonProps: { danger: true },
      onOk: () => notify.track(remove.mutateAsync(commentId)),
    });
  return <Button type="link" size="small" danger onClick={confirmRemove}>{c.remove}</Button>;
}

/** One comment: author, time, answer badge, edited marker, body, reactions and the actions can() allows. */
export function CommentItem({ ticket, comment, onReact }: { ticket: TicketDetail; comment: TicketCommentView; onReact: (commentId: number, emoji: ReactionEmoji) => void }) {
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const mayEdit = can(user, 'edit-comment', { comment, ticket });
  const mayRemove = can(user, 'remove-comment', { comment, ticket });
  const mayMark = can(user, 'mark-answer', { ticket });
  const userId = user?.id ?? null;
  // An edit left unsent before a reload opens again with its draft.
  useEffect(() => {
    if (userId === null || !mayEdit) return;
    const draft = readDraft(userId, editDraftScope(comment.id));
    if (draft !== undefined && draft !== comment.markdown) setEditing(true);
  }, [userId, mayEdit, comment.id, comment.markdown]);

  const kind = comment.is_answer ? styles.answer : comment.is_internal ? styles.internal : null;
  const showMark = mayMark && !comment.is_internal;
  const showEdit = mayEdit && !editing;
  return (
    <article data-testid={`comment-${comment.id}`} className={kind ? `${styles.comment} ${kind}` : styles.comment}>
      <div className={styles.head}>
        <div className={styles.meta}>
          <Avatar small src={comment.user.image} />
          <Text strong>{displayName(comment.user)}</Text>
          {comment.user.current_role !== 'user' && <Tag>{ui.roles[comment.user.current_role]}</Tag>}
          <RelativeTime value={comment.created_at} />
          {comment.is_edited && <Text secondary italic>({c.edited})</Text>}
          {comment.is_answer && <Tag color="success" icon={<CheckCircleFilled />} data-testid="answer-badge">{c.answer}</Tag>}
          {comment.is_internal && <Tag color="gold" icon={<EyeInvisibleOutlined aria-hidden />} data-testid="internal-badge">{c.internal}</Tag>}
        </div>
        {/* Only when this reader has one: most readers of most comments have none. */}
        {(showMark || showEdit || mayRemove) && (
          <div className={styles.actions}>
            {showMark && <MarkAnswerButton ticket={ticket} comment={comment} />}
            {showEdit && <Button type="link" size="small" onClick={() => setEditing(true)}>{c.edit}</Button>}
            {mayRemove && <RemoveCommentButton ticketId={ticket.id} commentId={comment.id} />}
          </div>
        )}
      </div>
      {editing ? (
        <div className={styles.body}>
          <CommentEdit ticketId={ticket.id} comment={comment} onClose={() => setEditing(false)} />
        </div>
      ) : (
        <ServerHtml html={comment.html} className={styles.body} />
      )}
      <ReactionsBar
        commentId={comment.id}
        reactions={comment.reactions}
        currentUserId={user?.id ?? null}
        readOnly={!can(user, 'react-comment', { ticket, comment })}
        onReact={(emoji) => onReact(comment.id, emoji)}
      />
    </article>
  );
}
