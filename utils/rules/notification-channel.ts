// How a notification reaches one person (docs/notifications.md, Preferences): the kind's stored
// override or its catalog default, narrowed by what the person can receive.
import { can } from '@/utils/permissions';
import type { PermissionUser } from '@/utils/permissions';
import { NOTIFICATION_KIND_KEYS, NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from './notification-kinds';

/** The digest's hour (WIB) for someone who never chose one. */
export const DEFAULT_DIGEST_HOUR = 7;
/** The unsubscribe "kind" of a digest mail: every kind on the digest channel. */
export const DIGEST_KIND = 'digest';
export type UnsubscribeKind = NotificationKind | typeof DIGEST_KIND;

export const isUnsubscribeKind = (value: string): value is UnsubscribeKind => value === DIGEST_KIND || (NOTIFICATION_KIND_KEYS as string[]).includes(value);

/** Whether a channel sends mail (at once or in the digest). */
export const isMailChannel = (channel: NotificationChannel) => channel === 'email' || channel === 'digest';

/**
 * The channel of one notification for one recipient: a type outside the catalog (kind null) is
 * the bell's only; an account without an e-mail address gets the bell instead of mail.
 */
export function resolveChannel(kind: NotificationKind | null, override: NotificationChannel | null | undefined, hasEmail: boolean): NotificationChannel {
  if (kind === null) return 'in_app';
  const channel = override ?? NOTIFICATION_KINDS[kind].default;
  return isMailChannel(channel) && !hasEmail ? 'in_app' : channel;
}

/** The kinds offered to this person: staff-only kinds only to those who may be assigned tickets. */
export function offeredKinds(user: PermissionUser): NotificationKind[] {
  const staff = can(user, 'see-ticket-queue');
  return NOTIFICATION_KIND_KEYS.filter((kind) => staff || !NOTIFICATION_KINDS[kind].staffOnly);
}
