import { createHmac, timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/server/config';
import { isUnsubscribeKind, type UnsubscribeKind } from '@/utils/rules/notification-channel';

// The one-click unsubscribe link of a mail (docs/notifications.md, Preferences): `<userId>.<kind>.<mac>`,
// the MAC an HMAC-SHA256 under the portal's secret, so the link works without signing in and
// cannot be turned to another person or kind. No expiry: a mail's link keeps working.
function mac(userId: number, kind: string): Buffer {
  const secret = getConfig().NEXTAUTH_SECRET;
  if (!secret) throw new Error('NEXTAUTH_SECRET is not set: unsubscribe links cannot be signed');
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest();
}

export function signUnsubscribeToken(userId: number, kind: UnsubscribeKind): string {
  return `${userId}.${kind}.${mac(userId, kind).toString('base64url')}`;
}

/** The person and kind a token names, or null when it is malformed, tampered with or the portal has no secret. */
export function verifyUnsubscribeToken(token: string): { userId: number; kind: UnsubscribeKind } | null {
  const match = /^([1-9]\d{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !getConfig().NEXTAUTH_SECRET) return null;
  const [, id, kind, signature] = match;
  const userId = Number(id);
  if (!isUnsubscribeKind(kind) || userId > 2_147_483_647) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(userId, kind);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}
