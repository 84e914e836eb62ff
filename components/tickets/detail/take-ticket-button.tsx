import { Button } from '@/components/ui/button';
import { UserAddOutlined } from '@ant-design/icons';
import { ticketWorkText } from '@/locales/id/ticket-work';
import { useChangeAgent } from '@/hooks/tickets/use-change-agent';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { useNotify } from '@/components/ui/use-notify';

const t = ticketWorkText.take;

/** "Ambil tiket": staff put themselves on an unassigned ticket in one click (take-ticket). */
export function TakeTicketButton({ ticket }: { ticket: TicketDetail }) {
  const user = useCurrentUser();
  const notify = useNotify();
  const assign = useChangeAgent(ticket.id);
  if (!user || !can(user, 'take-ticket', { ticket })) return null;
  return (
    <Button
      type="primary"
      icon={<UserAddOutlined />}
      loading={assign.isPending}
      onClick={() => void notify.track(assign.mutateAsync({ assignee_id: user.id }), t.done)}
    >
      {t.button}
    </Button>
  );
}
