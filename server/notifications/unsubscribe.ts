import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notificationPreferences, users } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { NOTIFICATION_KIND_KEYS, NOTIFICATION_KINDS, type NotificationKind } from '@/utils/rules/notification-kinds';
import { DIGEST_KIND, isMailChannel, resolveChannel, type UnsubscribeKind } from '@/utils/rules/notification-channel';
import type { UnsubscribeView } from '@/utils/schemas/notification-preferences';
import { verifyUnsubscribeToken } from './unsubscribe-token';

type Reader = Pick<Database, 'select'>;

const invalidLink = () => new AppError('UNSUBSCRIBE_LINK_INVALID', 404);

// The kinds a link stops mailing: the one it names, or for the digest every kind now on the digest.
async function mailedKinds(db: Reader, userId: number, kind: UnsubscribeKind): Promise<NotificationKind[]> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!account) throw invalidLink();
  const stored = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(stored.map((p) => [p.kind, p.channel]));
  const channelOf = (k: NotificationKind) => resolveChannel(k, chosen.get(k), Boolean(account.email));
  if (kind === DIGEST_KIND) return NOTIFICATION_KIND_KEYS.filter((k) => channelOf(k) === 'digest');
  return isMailChannel(channelOf(kind)) ? [kind] : [];
}

function verified(token: string) {
  const link = verifyUnsubscribeToken(token);
  if (!link) throw invalidLink();
  return link;
}

/** GET: what the link would do; changes nothing (mail scanners follow links). */
export async function readUnsubscribe({ db, token }: { db: Reader; token: string }): Promise<UnsubscribeView> {
  const { userId, kind } = verified(token);
  const kinds = await mailedKinds(db, userId, kind);
  return { kind, unsubscribed: kinds.length === 0 };
}

/**
 * POST (RFC 8058 one-click, or the page's button): the named kind goes to `in_app`, or for the
 * digest every kind on the digest channel; no session needed, the signed token names the person.
 */
export async function unsubscribe({ db, token }: { db: Database; token: string }): Promise<UnsubscribeView> {
  const { userId, kind } = verified(token);
  await db.transaction(async (tx) => {
    const kinds = await mailedKinds(tx, userId, kind);
    if (kinds.length === 0) return;
    await tx.delete(notificationPreferences).where(and(eq(notificationPreferences.userId, userId), inArray(notificationPreferences.kind, kinds)));
    const overrides = kinds.filter((k) => NOTIFICATION_KINDS[k].default !== 'in_app').map((k) => ({ userId, kind: k, channel: 'in_app' as const }));
    if (overrides.length) await tx.insert(notificationPreferences).values(overrides);
  });
  return { kind, unsubscribed: true };
}
