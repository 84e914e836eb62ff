import Link from 'next/link';
import { SvgIcon } from '@/components/ui/svg-icon';
import { ticketsText } from '@/locales/id/tickets';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { Flex } from '@/components/ui/flex';
import { PhoneOnly } from '@/components/ui/data-table/data-table';
import { StatusTag } from '@/components/ui/status-tag';
import { RelativeTime } from '@/components/ui/relative-time';
import { Text } from '@/components/ui/text';
import { Tooltip } from '@/components/ui/tooltip';
import { DueMarker } from '../due-marker';
import { ticketHref } from '@/utils/rules/ticket-list-context';
import type { TicketListFilters } from '@/services/tickets';


/**
 * Pin and lock icons and the title (bold with a new reply); under it the "Balasan baru" marker,
 * number and comment count, the due marker for staff (`showDue`), and on a phone (where the title
 * is the only column) status and age too. The link carries `list` (the list it is on), for the
 * ticket page's previous / next.
 */
export function TitleCell({ ticket: t, showDue = false, list }: { ticket: TicketListItem; showDue?: boolean; list?: TicketListFilters }) {
  return (
    <Flex vertical gap={2}>
      <Flex gap={6} wrap align="center">
        {t.is_pinned && <SvgIcon name="pushpin" aria-label={ticketsText.detail.pinned} />}
        {t.is_locked && <SvgIcon name="lock" aria-label={ticketsText.detail.locked} />}
        <Link href={ticketHref(t.id, list)}>{t.unread ? <strong>{t.title}</strong> : t.title}</Link>
      </Flex>
      <Flex wrap gap={12} align="center">
        {t.unread && (
          <span className="unread-marker" data-testid="unread-marker">
            {ticketsText.unreadReply}
          </span>
        )}
        <Text secondary>{t.number}</Text>
        <Text secondary aria-label={`${ticketsText.columns.comments}: ${t.total_comments}`}>
          <SvgIcon name="comment" /> {t.total_comments}
        </Text>
        {showDue && <DueMarker dueAt={t.due_at} />}
        <PhoneOnly>
          <StatusTag status={t.status} />
          <RelativeTime value={t.created_at} />
        </PhoneOnly>
      </Flex>
    </Flex>
  );
}

const ONE_LINE = { display: 'block', maxWidth: 200, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** "Kategori › Sub-kategori" on one line, cut with an ellipsis; the tooltip holds all of it. */
export function CategoryCell({ ticket: t }: { ticket: TicketListItem }) {
  if (!t.sub_category) return <Text secondary>{ticketsText.noCategory}</Text>;
  const text = `${t.sub_category.category.name} › ${t.sub_category.name}`;
  return (
    <Tooltip title={text}>
      <span data-testid="category-cell" style={ONE_LINE}>
        {text}
      </span>
    </Tooltip>
  );
}
