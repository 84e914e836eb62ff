import Link from 'next/link';
import { mailText } from '@/locales/id/mail';
import type { PrivateMessageListItem, PrivateMessagePage } from '@/utils/schemas/knowledge';
import { PhoneOnly, type DataColumn } from '@/components/ui/data-table/data-table';
import { PagedTable } from '@/components/ui/data-table/paged-table';
import { EmptyState } from '@/components/ui/empty-state';
import { RelativeTime } from '@/components/ui/relative-time';
import { Text } from '@/components/ui/text';
import { displayName } from '@/components/ui/user-name';
import type { ListState } from '@/components/ui/use-list-state';
import styles from './mail.module.css';

const PAGER_TEXTS = { ...mailText.pager, total: mailText.total };
export type Box = 'inbox' | 'sent';
type Column = DataColumn<PrivateMessageListItem>;

/** The subject opens the message; on a phone the other person and the time sit under it. */
function SubjectCell({ message: m, unread }: { message: PrivateMessageListItem; unread: boolean }) {
  return (
    <span className={styles.subjectCell}>
      {/* A span may not carry aria-label without a role (axe: aria-prohibited-attr). */}
      {unread && <span className="unread-marker" role="img" aria-label={mailText.notRead} />}
      <span className={styles.subjectLines}>
        <Link href={`/mail/${m.id}`} className={unread ? styles.unread : undefined}>
          {m.subject}
        </Link>
        <PhoneOnly>
          <Text secondary>
            {displayName(m.counterpart)} · <RelativeTime value={m.created_at} />
          </Text>
        </PhoneOnly>
      </span>
    </span>
  );
}

function columns(box: Box): Column[] {
  return [
    { key: 'counterpart', title: box === 'inbox' ? mailText.from : mailText.to, width: 220, from: 'md', render: (m) => displayName(m.counterpart) },
    { key: 'subject', title: mailText.subject, render: (m) => <SubjectCell message={m} unread={box === 'inbox' && m.read_at === null} /> },
    { key: 'date', title: mailText.date, width: 180, from: 'md', render: (m) => <RelativeTime value={m.created_at} secondary={false} /> },
  ];
}

interface Props {
  box: Box;
  data: PrivateMessagePage | undefined;
  loading: boolean;
  list: ListState;
}

/** One box's messages, newest first, paged by the server. */
export function MessageTable({ box, data, loading, list }: Props) {
  return (
    <PagedTable<PrivateMessageListItem>
      testId={`mail-table-${box}`}
      data={data}
      list={list}
      pagerTexts={PAGER_TEXTS}
      hideOnSinglePage
      rowKey={(m) => m.id}
      columns={columns(box)}
      loading={loading}
      empty={<EmptyState description={mailText.empty} />}
    />
  );
}
