import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Flex } from '@/components/ui/flex';
import { Tag } from '@/components/ui/tag';
import { Text, Title } from '@/components/ui/text';
import { Panel } from '@/components/ui/panel';
import { ArrowLeftOutlined, EyeOutlined, LockOutlined, PushpinOutlined } from '@ant-design/icons';
import { ticketsText } from '@/locales/id/tickets';
import { DueMarker } from '../due-marker';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { PriorityTag } from '@/components/ui/priority-tag';
import { Stars } from '@/components/ui/stars';
import { StatusTag } from '@/components/ui/status-tag';
import { TakeTicketButton } from './take-ticket-button';
import { TicketActionsMenu } from './ticket-actions-menu';

// Previous / next in the list the ticket was opened from: only with one (docs/ticket-tools.md).
const TicketNeighbours = dynamic(() => import('./ticket-neighbours'), { ssr: false });

const d = ticketsText.detail;

/**
 * Number, title, status and flags, "Ambil tiket" and the actions menu; staff also see the
 * requester's stars here. Opened from a list, "Kembali" returns to it and previous / next walk it.
 */
export function TicketHeader({ ticket }: { ticket: TicketDetail }) {
  const user = useCurrentUser();
  // see-feedback belongs to the user role (the requester reads it in the feedback card);
  // admins and agents get the stars at a glance instead.
  const showStars = ticket.stars !== null && can(user, 'advanced-filter');
  // The SLA marker is for staff, as on the list.
  const showDue = can(user, 'advanced-filter');
  // The list's own query, as the list wrote it (`?list=`, utils/rules/ticket-list-context.ts): read
  // by the lazily loaded neighbours; the list page checks it again when "Kembali" opens it.
  const { list } = useRouter().query;
  return (
    <Panel>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          {/* Back to the list as it was left: its filter, sort and page. */}
          <Link href={typeof list === 'string' && list !== '' ? `/tickets?${list}` : '/tickets'}>
            <Flex gap={6} align="center">
              <ArrowLeftOutlined />
              {d.back}
            </Flex>
          </Link>
          {typeof list === 'string' && <TicketNeighbours ticketId={ticket.id} listQuery={list} />}
        </Flex>
        <Flex justify="space-between" align="start" gap={16} wrap>
          {/* Wide enough for a readable title; narrower, the buttons wrap below it (phones). */}
          <Flex vertical gap={6} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text secondary data-testid="ticket-number">{ticket.number}</Text>
            <Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {ticket.title}
            </Title>
            <Flex gap={4} wrap align="center">
              <StatusTag status={ticket.status} />
              <PriorityTag priority={ticket.priority} />
              {showDue && <DueMarker dueAt={ticket.due_at} />}
              {ticket.is_locked && <Tag icon={<LockOutlined />}>{d.locked}</Tag>}
              {ticket.is_pinned && <Tag icon={<PushpinOutlined />} color="orange">{d.pinned}</Tag>}
              {ticket.is_published && <Tag icon={<EyeOutlined />} color="blue">{d.publishedTag}</Tag>}
              {showStars && <Stars value={ticket.stars ?? 0} label={d.stars(ticket.stars ?? 0)} size={14} data-testid="header-stars" />}
            </Flex>
          </Flex>
          <Flex gap={8} wrap align="center">
            <TakeTicketButton ticket={ticket} />
            <TicketActionsMenu ticket={ticket} />
          </Flex>
        </Flex>
      </Flex>
    </Panel>
  );
}
