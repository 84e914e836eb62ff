import type { Ticket, TicketComment } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { ticketContext } from '@/server/tickets/load-ticket';
import { can, type Permission } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';

export const FROZEN_MESSAGE = 'Tiket ini dikunci: hanya admin dan agen yang ditugaskan yang dapat mengubah percakapannya';

/**
 * Edit, remove or react: asks the permission module with the ticket and the comment (a lock
 * freezes the conversation, docs/security.md). The 403 says why: the lock, or `otherwise`.
 */
export function authorizeCommentChange(user: SessionUser, permission: Permission, ticket: Ticket, comment: TicketComment, otherwise?: string): void {
  const context = { ticket: ticketContext(ticket), comment: { user_id: comment.userId } };
  // react-comment is the lock rule alone (open, or admin, or the assignee): false means frozen.
  const frozen = ticket.isLocked && !can(user, 'react-comment', context);
  authorize(user, permission, context, frozen ? FROZEN_MESSAGE : otherwise);
}
