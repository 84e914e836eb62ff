import { FileSearchOutlined } from '@ant-design/icons';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';
import { Panel } from '@/components/ui/panel';
import { ticketsText } from '@/locales/id/tickets';
import { ui } from '@/locales/id/ui';
import { useLiveTicket } from '@/hooks/realtime/use-live-events';
import { useRecordTicketRead } from '@/hooks/tickets/use-record-ticket-read';
import { useTicket } from '@/hooks/tickets/use-ticket';
import { ServerHtml } from '@/components/ui/server-html';
import { ResultState } from '@/components/ui/result-state';
import { Conversation } from '../comments/conversation';
import { SimilarTickets } from './similar-tickets';
import { TicketHeader } from './ticket-header';
import { TicketHistory } from './ticket-history';
import { TicketInfo } from './ticket-info';

// Shown to a few only (staff: the requester's record; the requester of a finished ticket: the
// rating): loaded on demand, off the page's first-load JS.
const RequesterCard = dynamic(() => import('@/components/siasn/requester-card').then((m) => m.RequesterCard));
const FeedbackCard = dynamic(() => import('./feedback-card').then((m) => m.FeedbackCard));
// The requester's "what happens next" while nobody has taken the question.
const AskedNotice = dynamic(() => import('./asked-notice').then((m) => m.AskedNotice));
// Staff only (docs/ticket-tools.md).
const RequesterTickets = dynamic(() => import('./requester-tickets').then((m) => m.RequesterTickets));
// Staff only, in the browser (presence is live): "Sedang dibuka juga oleh Budi".
const TicketViewers = dynamic(() => import('./ticket-viewers').then((m) => m.TicketViewers), { ssr: false });
// Only a merged ticket's page shows it (docs/ticket-tools.md).
const MergedRedirect = dynamic(() => import('./merged-redirect').then((m) => m.MergedRedirect));

const notFound = <ResultState status="404" icon={<FileSearchOutlined />} title={ticketsText.notFound} />;

/** One ticket: header with actions, description and conversation, facts, feedback, similar tickets, history. */
export function TicketDetailView({ id }: { id: number | null | undefined }) {
  const { data: ticket, isLoading, isError } = useTicket(id ?? undefined);
  useRecordTicketRead(ticket);
  // New comments and changes arrive without a reload while the ticket is open.
  useLiveTicket(ticket?.id);
  if (id === null) return notFound;
  if (isLoading || id === undefined) return <Skeleton rows={8} />;
  if (isError || !ticket) return notFound;
  if (ticket.merged_into) return <MergedRedirect target={ticket.merged_into} />;
  return (
    <Flex vertical gap={16}>
      <Head>
        {/* Each ticket its own tab title; rendered after the layout's, so it wins. */}
        <title>{`${ticket.title} · ${ui.appName}`}</title>
      </Head>
      <TicketHeader ticket={ticket} />
      <TicketViewers ticket={ticket} />
      <AskedNotice ticket={ticket} />
      <div className="ticket-columns">
        <Flex vertical gap={16}>
          <Panel title={ticketsText.detail.description}>
            <ServerHtml html={ticket.description_html} testId="ticket-description" />
          </Panel>
          <Conversation ticket={ticket} />
        </Flex>
        <Flex vertical gap={16}>
          <TicketInfo ticket={ticket} />
          <RequesterCard ticket={ticket} />
          <RequesterTickets ticket={ticket} />
          <FeedbackCard ticket={ticket} />
          <SimilarTickets ticketId={ticket.id} />
          <TicketHistory histories={ticket.histories} />
        </Flex>
      </div>
    </Flex>
  );
}
