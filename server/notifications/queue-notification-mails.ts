import { getConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { notificationMails } from '@/server/db/schema';
import type { RecipientChannels } from './recipient-channels';

/** A notification row just written, as the mail outbox needs it. */
export interface WrittenNotification {
  id: number;
  toUserId: number;
}

export const notificationMailKey = (notificationId: number) => `notification:${notificationId}`;

/**
 * Writes the outbox rows of the notifications that go out by mail, in the caller's transaction,
 * so a mail exists exactly when its notification does: `pending` for the `email` channel (mailed
 * at once), `digest` for the daily digest (server/notifications/queue-digests.ts). The channels
 * are resolved already (recipient-channels.ts: no e-mail address, no mail). Nobody gets a row
 * while the portal sends no mail (SMTP_URL unset), so no outbox piles up.
 */
export async function queueNotificationMails(tx: Pick<Database, 'insert'>, written: WrittenNotification[], channels: RecipientChannels): Promise<number> {
  if (!getConfig().SMTP_URL) return 0;
  const rows = written.flatMap((n) => {
    const to = channels.get(n.toUserId);
    if (!to || to.kind === null || (to.channel !== 'email' && to.channel !== 'digest')) return [];
    return [{ key: notificationMailKey(n.id), userId: n.toUserId, notificationId: n.id, kind: to.kind, state: to.channel === 'email' ? ('pending' as const) : ('digest' as const) }];
  });
  if (rows.length === 0) return 0;
  await tx.insert(notificationMails).values(rows).onConflictDoNothing();
  return rows.length;
}
