import { SvgIcon } from '@/components/ui/svg-icon';
import { ticketsText } from '@/locales/id/tickets';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { AppLink } from '@/components/ui/app-link';
import { PhoneOnly } from '@/components/ui/data-table/data-table';
import { StatusTag } from '@/components/ui/status-tag';
import { RelativeTime } from '@/components/ui/relative-time';
import { Text } from '@/components/ui/text';
import { Tooltip } from '@/components/ui/tooltip';
import { DueMarker } from '../due-marker';
import styles from './ticket-cells.module.css';

/**
 * Pin and lock icons and the title (bold with a new reply); under it the "Balasan baru" marker,
 * number and comment count, the due marker for staff (`showDue`), and on a phone (where the title
 * is the only column) status and age too. `href` is the ticket's page carrying `list` (the list it
 * is on), for the ticket page's previous / next.
 */
export function TitleCell({ ticket: t, showDue = false, href }: { ticket: TicketListItem; showDue?: boolean; href: string }) {
  return (
    <div className={styles.title}>
      <div className={styles.titleLine}>
        {t.is_pinned && <SvgIcon name="pushpin" aria-label={ticketsText.detail.pinned} />}
        {t.is_locked && <SvgIcon name="lock" aria-label={ticketsText.detail.locked} />}
        <AppLink href={href}>{t.unread ? <strong>{t.title}</strong> : t.title}</AppLink>
      </div>
      <div className={styles.metaLine}>
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
      </div>
    </div>
  );
}

/** "Kategori › Sub-kategori" on one line, cut with an ellipsis; the tooltip holds all of it. */
export function CategoryCell({ ticket: t }: { ticket: TicketListItem }) {
  if (!t.sub_category) return <Text secondary>{ticketsText.noCategory}</Text>;
  const text = `${t.sub_category.category.name} › ${t.sub_category.name}`;
  return (
    <Tooltip title={text}>
      <span data-testid="category-cell" className={styles.category}>
        {text}
      </span>
    </Tooltip>
  );
}
