// Zoom's server-to-server OAuth (account_credentials grant): the token endpoint and the bearer
// check every API call passes. Token values are random; their lifetime is the sandbox's option.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Zoom's own answers (its OAuth server and its API gateway).
export const INVALID_CLIENT = { status: 401, json: { reason: 'Invalid client_id or client_secret', error: 'invalid_client' } };
export const INVALID_TOKEN = { status: 401, json: { code: 124, message: 'Invalid access token.' } };
const invalidRequest = (reason) => ({ status: 400, json: { reason, error: 'invalid_request' } });
const SCOPE = 'meeting:read:admin meeting:write:admin user:read:admin';
// Enough for tests; a client stuck in a fetch loop cannot grow the map without bound.
const MAX_LIVE = 10_000;

const same = (given, expected) => {
  const digest = (value) => createHash('sha256').update(String(value ?? '')).digest();
  return timingSafeEqual(digest(given), digest(expected));
};

function basicCredentials(header) {
  const match = /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(typeof header === 'string' ? header : '');
  if (!match) return null;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? null : { id: text.slice(0, colon), secret: text.slice(colon + 1) };
}

/**
 * A token request's parameter: the query string's, else the form body's (only a body sent as
 * application/x-www-form-urlencoded counts, as with any servlet-style OAuth server).
 */
function grantParams(req, query, text) {
  const form = /^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '') ? new URLSearchParams(text) : new URLSearchParams();
  return (name) => query.get(name) ?? form.get(name);
}

/** `Bearer <token>` with any case of the scheme, else null. */
const bearer = (header) => /^bearer\s+(\S+)\s*$/i.exec(typeof header === 'string' ? header : '')?.[1] ?? null;

export function createTokenAuthority({ credentials, tokenSeconds, origin }) {
  /** token -> expiry (ms since the epoch) for every token still accepted. */
  const live = new Map();
  const counts = { tokensIssued: 0, unauthorized: 0 };

  return {
    counts,
    /**
     * POST /oauth/token with Basic client_id:client_secret, `grant_type=account_credentials` and
     * `account_id` in the query string (public examples) or a form body (Zoom's own SDK).
     */
    issue(req, query, text) {
      const client = basicCredentials(req.headers.authorization);
      if (!client || !same(client.id, credentials.clientId) || !same(client.secret, credentials.clientSecret)) return INVALID_CLIENT;
      const param = grantParams(req, query, text);
      if (param('grant_type') !== 'account_credentials') return invalidRequest('Unsupported grant type');
      if (!same(param('account_id'), credentials.accountId)) return invalidRequest('Invalid account_id');
      const now = Date.now();
      for (const [token, expiresAt] of live) if (expiresAt <= now || live.size >= MAX_LIVE) live.delete(token);
      const token = randomBytes(24).toString('base64url');
      live.set(token, now + tokenSeconds * 1000);
      counts.tokensIssued += 1;
      return { status: 200, json: { access_token: token, token_type: 'bearer', expires_in: tokenSeconds, scope: SCOPE, api_url: origin } };
    },
    /** Null when the request carries a live token, else Zoom's 401. */
    check(req) {
      const token = bearer(req.headers.authorization);
      const expiresAt = token ? live.get(token) : undefined;
      if (expiresAt !== undefined && expiresAt > Date.now()) return null;
      counts.unauthorized += 1;
      return INVALID_TOKEN;
    },
    /** Every issued token stops working at once (as after an app's secret is rotated). */
    expireAll() {
      const count = live.size;
      live.clear();
      return count;
    },
  };
}
