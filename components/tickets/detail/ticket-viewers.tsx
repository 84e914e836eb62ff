import { useEffect, useState } from 'react';
import { EyeOutlined } from '@ant-design/icons';
import { Text } from '@/components/ui/text';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { useViewingPresence } from '@/hooks/realtime/use-viewing-presence';
import { useLiveStore, VIEWING_TTL_MS, type Presence } from '@/hooks/realtime/live-store';
import { ticketToolsText } from '@/locales/id/ticket-tools';
import { can } from '@/utils/permissions';
import type { TicketDetail } from '@/utils/schemas/tickets';

const NOBODY: Record<number, Presence> = {};

/** The other staff with this ticket open (viewing or typing), by name; forgotten 45 s after their last word. */
export function viewersOf(heard: Record<number, Presence>, myId: number | null, now: number): string[] {
  return Object.entries(heard)
    .filter(([userId, p]) => Number(userId) !== myId && p.state !== 'left' && now - p.at < VIEWING_TTL_MS)
    .map(([, p]) => p.name);
}

/**
 * "Sedang dibuka juga oleh Budi" under the ticket's header, for staff: so two agents do not start
 * on the same ticket. Mounting it is what tells the others this one is open (docs/ticket-tools.md).
 */
export function TicketViewers({ ticket }: { ticket: TicketDetail }) {
  const me = useCurrentUser();
  const enabled = can(me, 'share-ticket-viewing', { ticket });
  useViewingPresence(ticket.id, enabled, me?.id ?? null);
  const heard = useLiveStore((s) => s.presence[ticket.id] ?? NOBODY);
  const [now, setNow] = useState(() => Date.now());
  const viewers = enabled ? viewersOf(heard, me?.id ?? null, now) : [];
  const anyone = viewers.length > 0;
  useEffect(() => {
    if (!anyone) return;
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, [anyone]);
  if (!anyone) return null;
  return (
    <div aria-live="polite" data-testid="ticket-viewers">
      <Text secondary>
        <EyeOutlined aria-hidden /> {ticketToolsText.viewers(viewers)}
      </Text>
    </div>
  );
}
