import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/server/config';

// The download link of a ready copy (docs/privacy.md, "Unduh data saya"): signed with the portal's
// secret over the copy, its owner and its expiry, so it cannot be made up or stretched; the route
// also wants the owner's session, and the copy is handed out once.

/** Without NEXTAUTH_SECRET (tests) a key of this process: links then last as long as it runs. */
const processKey = randomBytes(32);
const keyOf = () => getConfig().NEXTAUTH_SECRET ?? processKey;

const mac = (exportId: string, userId: number, expires: number) =>
  createHmac('sha256', keyOf()).update(`personal-data-export\u0000${exportId}\u0000${userId}\u0000${expires}`).digest('base64url');

export function signExportLink(exportId: string, userId: number, expiresAt: Date): { expires: number; sig: string } {
  const expires = expiresAt.getTime();
  return { expires, sig: mac(exportId, userId, expires) };
}

/** True when the signature is the portal's for this copy, owner and expiry, and the expiry is ahead. */
export function verifyExportLink(exportId: string, userId: number, expires: number, sig: string, now = Date.now()): boolean {
  if (!Number.isSafeInteger(expires) || expires <= now) return false;
  const expected = Buffer.from(mac(exportId, userId, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
