import { eq, like, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { announcements, podcasts, privateMessages, ticketComments, tickets } from '@/server/db/schema';
import { containing } from '@/server/db/sql-helpers';
import { UPLOAD_URL_PREFIX } from './upload-file-name';

// Every markdown text people write; the stored HTML is rendered from it, so the source suffices.
const probes = (db: Database, pattern: string) => [
  () => db.select({ id: tickets.id }).from(tickets).where(like(tickets.descriptionMarkdown, pattern)).limit(1),
  () => db.select({ id: ticketComments.id }).from(ticketComments).where(like(ticketComments.markdown, pattern)).limit(1),
  () => db.select({ id: privateMessages.id }).from(privateMessages).where(like(privateMessages.contentMarkdown, pattern)).limit(1),
  () => db.select({ id: announcements.id }).from(announcements).where(like(announcements.contentMarkdown, pattern)).limit(1),
];
// Podcast episodes keep their cover and audio by stored name, not by URL in a text.
const byName = (db: Database, fileName: string) => () =>
  db.select({ id: podcasts.id }).from(podcasts).where(or(eq(podcasts.coverFile, fileName), eq(podcasts.audioFile, fileName))).limit(1);

/**
 * True when a ticket, comment, private message or announcement mentions the file's URL, or a
 * podcast episode uses it. A scan (deletes are rare and explicit); a false "referenced" only keeps
 * a file, never loses one.
 */
export async function isUploadReferenced(db: Database, fileName: string): Promise<boolean> {
  for (const probe of [...probes(db, containing(`${UPLOAD_URL_PREFIX}${fileName}`)), byName(db, fileName)]) {
    if ((await probe()).length > 0) return true;
  }
  return false;
}
