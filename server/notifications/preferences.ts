import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notificationPreferences, notificationSettings, users } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import type { SessionUser } from '@/utils/session-user';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/utils/rules/notification-kinds';
import { DEFAULT_DIGEST_HOUR, offeredKinds } from '@/utils/rules/notification-channel';
import type { NotificationPreferencesInput, NotificationPreferencesView } from '@/utils/schemas/notification-preferences';

interface Options {
  db: Database;
  user: SessionUser;
}

/** Profil -> Notifikasi: the kinds offered to this person with their channel, and the digest hour. */
export async function readNotificationPreferences({ db, user }: Options): Promise<NotificationPreferencesView> {
  const [account] = await db
    .select({ email: users.email, digestHour: notificationSettings.digestHour })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, user.id));
  const stored = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
  const chosen = new Map(stored.map((p) => [p.kind, p.channel]));
  return {
    has_email: Boolean(account?.email),
    digest_hour: account?.digestHour ?? DEFAULT_DIGEST_HOUR,
    kinds: offeredKinds(user).map((kind) => ({ kind, channel: chosen.get(kind) ?? NOTIFICATION_KINDS[kind].default, default_channel: NOTIFICATION_KINDS[kind].default })),
  };
}

/**
 * Stores the channels sent (a kind back on its default keeps no row) and the digest hour, in one
 * transaction. A staff-only kind from someone who is never assigned tickets is refused (403).
 */
export async function saveNotificationPreferences({ db, user, input }: Options & { input: NotificationPreferencesInput }): Promise<NotificationPreferencesView> {
  const offered = new Set(offeredKinds(user));
  const entries = Object.entries(input.channels) as [NotificationKind, NotificationPreferencesInput['channels'][NotificationKind]][];
  if (entries.some(([kind]) => !offered.has(kind))) throw new AppError('STAFF_ONLY_NOTIFICATION', 403);
  await db.transaction(async (tx) => {
    const kinds = entries.map(([kind]) => kind);
    if (kinds.length) await tx.delete(notificationPreferences).where(and(eq(notificationPreferences.userId, user.id), inArray(notificationPreferences.kind, kinds)));
    const overrides = entries.flatMap(([kind, channel]) => (channel && channel !== NOTIFICATION_KINDS[kind].default ? [{ userId: user.id, kind, channel }] : []));
    if (overrides.length) await tx.insert(notificationPreferences).values(overrides);
    await tx
      .insert(notificationSettings)
      .values({ userId: user.id, digestHour: input.digest_hour })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { digestHour: input.digest_hour } });
  });
  return readNotificationPreferences({ db, user });
}
