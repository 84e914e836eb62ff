import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Notice } from '@/components/ui/notice';
import { ticketToolsText } from '@/locales/id/ticket-tools';
import type { TicketDetail } from '@/utils/schemas/tickets';

const t = ticketToolsText.merge;

/** A merged ticket leads to the ticket it joined (replacing the history entry, so Back skips it). */
export function MergedRedirect({ target }: { target: NonNullable<TicketDetail['merged_into']> }) {
  const router = useRouter();
  const href = `/tickets/${target.id}`;
  useEffect(() => {
    void router.replace(href);
  }, [router, href]);
  return (
    <Notice type="info" data-testid="merged-notice">
      {t.mergedInto(target.number)} <Link href={href}>{t.open(target.number)}</Link>
    </Notice>
  );
}
