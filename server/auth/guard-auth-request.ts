import type { NextApiRequest, NextApiResponse } from 'next';
import type { Logger } from 'pino';
import { assertSameOrigin } from '@/server/http/csrf';
import { enforceRateLimit, rateLimitSubject } from '@/server/http/rate-limit';
import { RateLimitedError } from '@/server/http/rate-limited-error';
import { respondError } from '@/server/http/respond-error';
import { SIGN_IN_PAGE } from './options';

/** next-auth's action (`signin`, `callback`, `signout`, ...) from the catch-all route's parameter. */
function actionOf(req: NextApiRequest): string | undefined {
  const parts = req.query.nextauth;
  return Array.isArray(parts) ? parts[0] : parts;
}

/**
 * Checks before next-auth handles a request: sign-in starts and callback posts are rate limited
 * per client address; other posts (sign-out, session update) must come from our own pages, on
 * top of next-auth's own CSRF token. Callbacks are exempt from the origin check because an
 * identity provider may answer with a cross-site form post (`response_mode=form_post`).
 */
export async function guardAuthRequest(req: NextApiRequest): Promise<void> {
  if (req.method !== 'POST') return;
  const action = actionOf(req);
  if (action !== 'callback') assertSameOrigin(req);
  if (action === 'signin' || action === 'callback') await enforceRateLimit('sign-in', rateLimitSubject('sign-in', req));
}

/**
 * Answers a refusal from guardAuthRequest. next-auth's `signIn()` navigates to the `url` of the
 * answer (else to the callback URL, a guarded page that would bounce back without a word), so a
 * rate-limited sign-in carries the sign-in page with `error=RateLimited`.
 */
export function respondAuthRefusal(res: NextApiResponse, error: unknown, log: Logger): void {
  if (!(error instanceof RateLimitedError)) return respondError(res, error, log);
  const url = new URL(`${SIGN_IN_PAGE}?error=RateLimited`, process.env.NEXTAUTH_URL ?? 'http://localhost').toString();
  res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(429).json({ code: error.code, message: error.message, url });
}
