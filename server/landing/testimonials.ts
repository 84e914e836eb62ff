import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { landingText } from '@/locales/id/landing';
import type { Database } from '@/server/db/client';
import { ticketHistories, tickets, users } from '@/server/db/schema';
import { initialsOf, type FeedbackName } from '@/utils/rules/feedback-name';
import { LANDING_MIN_COMMENT, LANDING_TESTIMONIALS, type Testimonial } from '@/utils/schemas/landing';

const NIP_RUN = /\d{18}/;
const EMAIL = /[^\s@]+@[^\s@]+/;

/** A display name that is not an email, a NIP or the username itself; else the anonymous label. */
export function safeName(name: string | null, username: string): string {
  const shown = name?.trim() ?? '';
  if (!shown || NIP_RUN.test(shown) || EMAIL.test(shown) || shown.toLowerCase() === username.toLowerCase()) return landingText.anonymous;
  return shown;
}

/** The name a requester chose to appear under: their safe display name, its initials, or the anonymous label. */
export function chosenName(choice: FeedbackName, name: string | null, username: string): string {
  const shown = safeName(name, username);
  if (choice === 'anonymous' || shown === landingText.anonymous) return landingText.anonymous;
  return choice === 'initials' ? initialsOf(shown) || landingText.anonymous : shown;
}

/** A picture URL that is http(s) or one of our paths and carries no NIP or email; else null (initials). */
export function safeImage(image: string | null): string | null {
  if (!image) return null;
  if (NIP_RUN.test(image) || image.includes('@')) return null;
  return /^https?:\/\//i.test(image) || /^\/(?!\/)/.test(image) ? image : null;
}

// Whitespace trimmed as JavaScript's trim would (PostgreSQL's btrim only removes spaces).
const trimmed = sql<string>`regexp_replace(${tickets.requesterComment}, '^\\s+|\\s+$', '', 'g')`;

/**
 * The newest five-star feedback its requester agreed to publish when rating (issue 30: never
 * otherwise), with a real comment (longer than 10 characters once trimmed), at most 27, from
 * active accounts, under the name the requester chose (full, initials or anonymous; a picture
 * only with the full name). The feedback's time is its last `feedback` history row (the
 * ticket's completion or last change for rows written without one, as the demo seed does). A
 * comment holding an 18-digit run, an email or the requester's username is left out rather than
 * shown.
 */
export async function landingTestimonials({ db }: { db: Pick<Database, 'select'> }): Promise<Testimonial[]> {
  const feedbackAt = sql<Date>`coalesce((select max(${ticketHistories.createdAt}) from ${ticketHistories}
    where ${ticketHistories.ticketId} = ${tickets.id} and ${ticketHistories.field} = 'feedback'), ${tickets.completedAt}, ${tickets.updatedAt})`;
  const rows = await db
    .select({ id: tickets.id, stars: tickets.stars, comment: trimmed, choice: tickets.feedbackName, name: users.name, username: users.username, image: users.image, at: feedbackAt.mapWith((v) => new Date(v)) })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.requesterId))
    .where(
      and(
        eq(tickets.stars, 5),
        eq(tickets.feedbackPublic, true),
        isNull(users.deactivatedAt),
        sql`char_length(${trimmed}) > ${LANDING_MIN_COMMENT}`,
        sql`${tickets.requesterComment} !~ '[0-9]{18}'`,
        sql`${tickets.requesterComment} !~ '[^[:space:]@]+@[^[:space:]@]+'`,
        sql`strpos(lower(${tickets.requesterComment}), lower(${users.username})) = 0`,
      ),
    )
    .orderBy(desc(feedbackAt), desc(tickets.id))
    .limit(LANDING_TESTIMONIALS);
  return rows.map((row) => ({
    id: row.id,
    stars: row.stars ?? 5,
    comment: row.comment,
    name: chosenName(row.choice, row.name, row.username),
    image: row.choice === 'full' ? safeImage(row.image) : null,
    at: row.at.toISOString(),
  }));
}
