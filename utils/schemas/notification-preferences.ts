import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KIND_KEYS, type NotificationChannel, type NotificationKind } from '@/utils/rules/notification-kinds';
import type { UnsubscribeKind } from '@/utils/rules/notification-channel';

const Kind = z.enum(NOTIFICATION_KIND_KEYS as [NotificationKind, ...NotificationKind[]]);

/** PUT /notifications/preferences: the channel of each kind sent (others unchanged) and the digest hour. */
export const NotificationPreferencesInput = z.strictObject({
  digest_hour: z.number().int().min(0).max(23),
  channels: z.partialRecord(Kind, z.enum(NOTIFICATION_CHANNELS)),
});
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesInput>;

export interface NotificationPreferenceRow {
  kind: NotificationKind;
  /** The stored choice, or the kind's default. */
  channel: NotificationChannel;
  default_channel: NotificationChannel;
}

export interface NotificationPreferencesView {
  /** Without an e-mail address everything stays in the portal (the mail channels are not offered). */
  has_email: boolean;
  digest_hour: number;
  kinds: NotificationPreferenceRow[];
}

/** The signed token of an unsubscribe link (server/notifications/unsubscribe-token.ts). */
export const UnsubscribeQuery = z.object({ token: z.string().min(1).max(200) });

export interface UnsubscribeView {
  kind: UnsubscribeKind;
  /** True when no mail of this kind goes to the person any more. */
  unsubscribed: boolean;
}
