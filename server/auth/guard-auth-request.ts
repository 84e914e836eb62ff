import type { NextApiRequest } from 'next';
import { assertSameOrigin } from '@/server/http/csrf';
import { enforceRateLimit, rateLimitSubject } from '@/server/http/rate-limit';

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
