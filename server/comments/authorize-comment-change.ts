import type { Ticket, TicketComment } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { ticketContext } from '@/server/tickets/load-ticket';
import type { Permission } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';

export const FROZEN_MESSAGE = 'Tiket ini dikunci: hanya admin dan agen yang ditugaskan yang dapat mengubah percakapannya';

/**
 * Edit, remove or react: asks the permission module with the ticket and the comment (a lock
 * freezes the conversation, docs/security.md). The 403 says why: the lock, or `otherwise`.
 */
export function authorizeCommentChange(user: SessionUser, permission: Permission, ticket: Ticket, comment: TicketComment, otherwise?: string): void {
  const frozen = ticket.isLocked && ticket.assigneeId !== user.id;
  authorize(user, permission, { ticket: ticketContext(ticket), comment: { user_id: comment.userId } }, frozen ? FROZEN_MESSAGE : otherwise);
}
