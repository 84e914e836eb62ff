import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { ticketsText } from '@/locales/id/tickets';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { useDeleteTicket } from '@/hooks/tickets/use-delete-ticket';
import { useTicketOption } from '@/hooks/tickets/use-ticket-option';
import { useTicketReminder } from '@/hooks/tickets/use-ticket-reminder';
import { useTicketSubscription } from '@/hooks/tickets/use-ticket-subscription';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { useNotify } from '@/components/ui/use-notify';
import { useConfirm } from '@/components/ui/use-confirm';
import { MenuButton, type MenuButtonItem } from '@/components/ui/menu-button';
import { ticketActions, type TicketAction } from './ticket-actions';
import { actionLabel } from './ticket-action-labels';
import type { TicketDialog } from './ticket-dialogs';

// The dialogs (forms, pickers, the markdown editor) load only when one is opened.
const TicketDialogs = dynamic(() => import('./ticket-dialogs'), { ssr: false });
// Twelve icons (~4 kB gzip) seen only in the open menu: loaded when it first opens.
const TicketActionIcon = dynamic(() => import('./ticket-action-icons').then((m) => m.TicketActionIcon), { ssr: false });
const DIALOGS: Partial<Record<TicketAction, TicketDialog>> = {
  'edit-title': 'title',
  'edit-description': 'description',
  'change-status': 'status',
  'change-agent': 'agent',
  'change-priority': 'priority',
  merge: 'merge',
};
const t = ticketsText.actions;

/** A menu button with exactly the actions the signed-in user may take on this ticket. */
export function TicketActionsMenu({ ticket }: { ticket: TicketDetail }) {
  const router = useRouter();
  const user = useCurrentUser();
  const notify = useNotify();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<TicketDialog | null>(null);
  const option = useTicketOption(ticket.id);
  const reminder = useTicketReminder(ticket.id);
  const subscription = useTicketSubscription(ticket.id);
  const remove = useDeleteTicket(ticket.id);

  const confirmDelete = () =>
    confirm({
      title: t.removeConfirm,
      okText: t.remove,
      cancelText: t.cancel,
      okButtonProps: { danger: true },
      onOk: async () => {
        if (await notify.track(remove.mutateAsync(), t.removed)) void router.push('/tickets');
      },
    });

  const run = (action: TicketAction) => {
    const dialogName = DIALOGS[action];
    if (dialogName) return setDialog(dialogName);
    if (action === 'lock') return notify.track(option.mutateAsync({ option: 'lock', enabled: !ticket.is_locked }), t.done);
    if (action === 'publish') return notify.track(option.mutateAsync({ option: 'publish', enabled: !ticket.is_published }), t.done);
    if (action === 'pin') return notify.track(option.mutateAsync({ option: 'pin', enabled: !ticket.is_pinned }), t.done);
    if (action === 'subscribe') return notify.track(subscription.mutateAsync(!ticket.is_subscribed), t.done);
    if (action === 'reminder') {
      return notify.track(reminder.mutateAsync(undefined).then((r) => notify.success(t.reminderSent(r.total_reminders))));
    }
    if (action === 'delete') return confirmDelete();
  };

  const actions = ticketActions(user, ticket);
  if (actions.length === 0) return null;
  const items: MenuButtonItem[] = actions.map((action) => ({
    key: action,
    icon: <TicketActionIcon action={action} />,
    label: actionLabel(action, ticket),
    danger: action === 'delete',
    onSelect: () => void run(action),
  }));
  return (
    <>
      <MenuButton label={t.menu} items={items} data-testid="ticket-actions" />
      {dialog && <TicketDialogs dialog={dialog} ticket={ticket} onClose={() => setDialog(null)} />}
    </>
  );
}
