import { createHash } from 'node:crypto';
import { z } from 'zod';
import { getConfig } from '@/server/config';
import { sharedToken } from '../shared-token';
import { processStore } from '../process-store';
import { MemoryTokenStore, RedisTokenStore, type TokenStore } from '../token-store';
import type { ReadyZoomConfig } from './config';
import { exchange, zoomError } from './http';

/** Zoom's token answer as the portal reads it (also the connection check's). */
export const ZoomTokenAnswer = z.object({ access_token: z.string().min(1), token_type: z.string(), expires_in: z.coerce.number().positive(), scope: z.string().optional() });
export type ZoomTokenAnswer = z.infer<typeof ZoomTokenAnswer>;

// Zoom revokes an app's token when it issues the next one: portal processes that each fetched
// their own would revoke each other's. So the token lives in Redis (memory without it), shared by
// every process, and one process at a time fetches it (docs/scale-out.md). Never sent to the
// browser, never logged.
const stores = processStore<TokenStore>('helpdesk.zoomTokenStore', (redisUrl) => (redisUrl ? new RedisTokenStore(redisUrl, 'helpdesk:zoom:token:', 'Zoom tokens') : new MemoryTokenStore()));
const tokenStore = () => stores.get(getConfig().REDIS_URL);
// At most one fetch at a time in this process.
const flights = new Map<string, Promise<string>>();

/** One key per OAuth app (origin, account, client), hashed: the key names no account in Redis. */
const keyOf = (config: ReadyZoomConfig) => createHash('sha256').update([config.ZOOM_OAUTH_URL, config.ZOOM_ACCOUNT_ID, config.ZOOM_CLIENT_ID].join('\n')).digest('hex').slice(0, 16);

/** Used until a minute before it expires; a token living under two minutes (a sandbox's) for half its life. */
const usableMs = (expiresInSeconds: number) => Math.floor((expiresInSeconds - Math.min(60, expiresInSeconds / 2)) * 1000);

/** The Server-to-Server OAuth token request (also the connection check's). */
export function zoomTokenRequest(config: ReadyZoomConfig) {
  const url = new URL(`${config.ZOOM_OAUTH_URL.replace(/\/+$/, '')}/oauth/token`);
  url.search = new URLSearchParams({ grant_type: 'account_credentials', account_id: config.ZOOM_ACCOUNT_ID }).toString();
  const basic = Buffer.from(`${config.ZOOM_CLIENT_ID}:${config.ZOOM_CLIENT_SECRET}`).toString('base64');
  return { url, method: 'POST' as const, headers: { Authorization: `Basic ${basic}`, Accept: 'application/json' }, timeoutMs: config.ZOOM_TIMEOUT_MS };
}

async function requestToken(config: ReadyZoomConfig): Promise<ZoomTokenAnswer> {
  const { url, ...init } = zoomTokenRequest(config);
  const answer = await exchange(url, init);
  const parsed = answer.status === 200 ? ZoomTokenAnswer.safeParse(answer.json) : undefined;
  if (!parsed?.success) throw zoomError();
  return parsed.data;
}

/**
 * A usable token of the configured app: the shared one, or one `request` fetches (by default the
 * gateway's own call: 502/504 when Zoom refuses or is slow; the connection check passes its probe).
 */
export function zoomToken(config: ReadyZoomConfig, request: () => Promise<ZoomTokenAnswer> = () => requestToken(config)): Promise<string> {
  const key = keyOf(config);
  let flight = flights.get(key);
  if (!flight) {
    const store = tokenStore();
    const fetch = async () => {
      const token = await request();
      await store.set(key, token.access_token, usableMs(token.expires_in));
      return token.access_token;
    };
    flight = sharedToken({ store, key, lockMs: config.ZOOM_TIMEOUT_MS + 1_000, stored: () => store.get(key), fetch }).finally(() => flights.delete(key));
    flights.set(key, flight);
  }
  return flight;
}

/** Forgets a token Zoom refused (only if it is still the stored one), so the next call fetches another. */
export function dropZoomToken(config: ReadyZoomConfig, value: string): Promise<void> {
  return tokenStore().drop(keyOf(config), value);
}
