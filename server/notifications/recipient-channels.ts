import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notificationPreferences, users } from '@/server/db/schema';
import type { NotificationChannel, NotificationKind } from '@/utils/rules/notification-kinds';
import { resolveChannel } from '@/utils/rules/notification-channel';

/** One recipient of a notification and the kind it is for them. */
export interface Recipient {
  userId: number;
  kind: NotificationKind | null;
}

/** How each recipient gets it: the kind and its resolved channel. */
export type RecipientChannels = Map<number, { kind: NotificationKind | null; channel: NotificationChannel }>;

/**
 * The channel of each recipient in ONE query (their e-mail address joined with their overrides of
 * the kinds at hand), so notifying many people costs no round trip per person.
 */
export async function recipientChannels(tx: Pick<Database, 'select'>, recipients: Recipient[]): Promise<RecipientChannels> {
  const kinds = [...new Set(recipients.flatMap((r) => (r.kind === null ? [] : [r.kind])))];
  const rows = recipients.length
    ? await tx
        .select({ id: users.id, email: users.email, kind: notificationPreferences.kind, channel: notificationPreferences.channel })
        .from(users)
        .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, users.id), kinds.length ? inArray(notificationPreferences.kind, kinds) : undefined))
        .where(inArray(users.id, recipients.map((r) => r.userId)))
    : [];
  const result: RecipientChannels = new Map();
  for (const { userId, kind } of recipients) {
    const mine = rows.filter((row) => row.id === userId);
    if (mine.length === 0) continue; // no such account (deleted meanwhile)
    const override = mine.find((row) => row.kind === kind)?.channel;
    result.set(userId, { kind, channel: resolveChannel(kind, override, Boolean(mine[0].email)) });
  }
  return result;
}
