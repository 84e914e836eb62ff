import { useState } from 'react';
import { CloudDownloadOutlined } from '@ant-design/icons';
import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { siasnText as t } from '@/locales/id/siasn';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import { can } from '@/utils/permissions';
import type { TicketDetail } from '@/utils/schemas/tickets';

// Loaded with the first click: the ticket page's first load carries only this card's button.
const RequesterRecord = dynamic(() => import('./requester-record').then((m) => m.RequesterRecord), { loading: () => <Skeleton rows={4} /> });

/**
 * Staff who may read any record see the requester's SIASN data beside the ticket, on demand.
 * The API sends `requester_nip` to them only; the requester never sees the card.
 */
export function RequesterCard({ ticket }: { ticket: TicketDetail }) {
  const { data: session } = useSession();
  const [shown, setShown] = useState(false);
  const user = session?.user;
  if (!user || !can(user, 'view-personnel-any') || ticket.requester_nip === undefined || ticket.requester.id === user.id) return null;
  const nip = ticket.requester_nip;
  return (
    <Panel size="small" title={t.requester.title} data-testid="requester-card">
      {nip === null ? (
        <Text secondary>{t.requester.noNip}</Text>
      ) : shown ? (
        <RequesterRecord nip={nip} ticketId={ticket.id} />
      ) : (
        <Button icon={<CloudDownloadOutlined aria-hidden />} onClick={() => setShown(true)}>
          {t.requester.show}
        </Button>
      )}
    </Panel>
  );
}
