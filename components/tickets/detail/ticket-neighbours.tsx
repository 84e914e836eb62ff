import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { ticketToolsText } from '@/locales/id/ticket-tools';
import { useTicketNeighbours } from '@/hooks/tickets/use-ticket-neighbours';
import { LIST_PARAM, listContextOf } from '@/utils/rules/ticket-list-context';
import type { Neighbour } from '@/utils/rules/ticket-neighbours';

const t = ticketToolsText.neighbours;

/** A key press meant for a field (or a shortcut with a modifier), not for the page. */
function isForAField(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true;
  const target = event.target instanceof HTMLElement ? event.target : null;
  return target !== null && (target.isContentEditable || target.closest('input, textarea, select, [role="dialog"], [role="menu"]') !== null);
}

/**
 * "Sebelumnya" / "Berikutnya" within the list the ticket was opened from (`listQuery`, the list's
 * own query), also on k / j while the keyboard is not in a field; closed at the list's ends.
 * Loaded only with a list context.
 */
export default function TicketNeighbours({ ticketId, listQuery }: { ticketId: number; listQuery: string }) {
  const router = useRouter();
  const { data } = useTicketNeighbours(ticketId, listContextOf({ [LIST_PARAM]: listQuery }));
  const previous = data?.previous ?? null;
  const next = data?.next ?? null;
  const go = (to: Neighbour | null) => to && void router.push(to.href);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isForAField(event)) return;
      const to = event.key === 'j' ? next : event.key === 'k' ? previous : null;
      if (!to) return;
      event.preventDefault();
      void router.push(to.href);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [previous, next, router]);

  return (
    <Flex gap={8} align="center" role="navigation" aria-label={t.label} title={t.keys} data-testid="ticket-neighbours">
      <Button size="small" icon={<LeftOutlined />} disabled={!previous} onClick={() => go(previous)} title={previous?.ticket.title}>
        {t.previous}
      </Button>
      <Button size="small" disabled={!next} onClick={() => go(next)} title={next?.ticket.title}>
        {t.next} <RightOutlined aria-hidden />
      </Button>
    </Flex>
  );
}
