import Link from 'next/link';
import { privacyText } from '@/locales/id/privacy';
import { ui } from '@/locales/id/ui';
import { RelativeTime } from '@/components/ui/relative-time';
import { Text } from '@/components/ui/text';
import { isPersonnelSectionKey, sectionByKey } from '@/utils/catalogue/personnel-sections';
import type { PersonalDataReadView } from '@/utils/schemas/privacy';
import styles from './own-data-reads.module.css';

const t = privacyText.reads;

/** A part of the record in words: a section by its title, the other views by their names. */
const partName = (part: string) => (isPersonnelSectionKey(part) ? sectionByKey(part).title : (t.parts[part] ?? part));

/** Who opened what: a report names the report, a view the part of the record. */
export function readTitle(read: PersonalDataReadView): string {
  const role = ui.roles[read.reader_role];
  return read.report ? t.inReport(read.reader.name, role, read.report) : t.opened(read.reader.name, role, partName(read.part));
}

/** When, and why: the ticket (a link where the person may open it), the stated purpose, or the search. */
export function ReadDetails({ read }: { read: PersonalDataReadView }) {
  const ticket = read.ticket;
  return (
    <span className={styles.details}>
      <RelativeTime value={read.at} secondary={false} />
      {ticket && (
        <Text secondary>
          {t.fromTicket} {ticket.visible ? <Link href={`/tickets/${ticket.id}`}>{ticket.number}</Link> : ticket.number}
        </Text>
      )}
      {read.purpose && <Text secondary>{t.purpose(read.purpose)}</Text>}
      {read.source === 'search' && !read.purpose && <Text secondary>{t.fromSearch}</Text>}
    </span>
  );
}
