import { ticketsText } from '@/locales/id/tickets';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { TicketAction } from './ticket-actions';

const t = ticketsText.actions;

/** Toggles name the move they make: "Kunci" on an open ticket, "Buka kunci" on a locked one. */
export function actionLabel(action: TicketAction, ticket: TicketDetail): string {
  switch (action) {
    case 'edit-title': return t.editTitle;
    case 'edit-description': return t.editDescription;
    case 'lock': return ticket.is_locked ? t.unlock : t.lock;
    case 'publish': return ticket.is_published ? t.unpublish : t.publish;
    case 'pin': return ticket.is_pinned ? t.unpin : t.pin;
    case 'change-status': return t.changeStatus;
    case 'change-agent': return t.changeAgent;
    case 'change-priority': return t.changePriority;
    case 'reminder': return t.reminder;
    case 'subscribe': return ticket.is_subscribed ? t.unsubscribe : t.subscribe;
    case 'merge': return t.merge;
    case 'delete': return t.remove;
  }
}
