import { Alert } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { ticketsText } from '@/locales/id';
import { useCreateComment } from '@/hooks/tickets/use-create-comment';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { useNotify } from '@/components/ui/use-notify';
import { CommentEditForm } from './comment-edit-form';

const c = ticketsText.comments;

/** The reply box when create-comment allows it; otherwise why not (a locked ticket, or not involved). */
export function NewComment({ ticket }: { ticket: TicketDetail }) {
  const user = useCurrentUser();
  const notify = useNotify();
  const create = useCreateComment(ticket.id);
  if (!can(user, 'create-comment', { ticket })) {
    return ticket.is_locked ? (
      <Alert type="warning" showIcon icon={<LockOutlined />} title={c.lockedReason} data-testid="comment-blocked" />
    ) : (
      <Alert type="info" showIcon title={c.notAllowedReason} data-testid="comment-blocked" />
    );
  }
  return (
    <div data-testid="new-comment">
      <CommentEditForm draftScope={`ticket-${ticket.id}-comment`} submitText={c.send} pending={create.isPending} onSubmit={(markdown) => notify.track(create.mutateAsync({ markdown }), c.sent)} />
    </div>
  );
}
