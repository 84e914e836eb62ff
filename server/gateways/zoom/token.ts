import { z } from 'zod';
import type { ReadyZoomConfig } from './config';
import { exchange, zoomError } from './http';

const TokenAnswer = z.object({ access_token: z.string().min(1), token_type: z.string(), expires_in: z.coerce.number().positive(), scope: z.string().optional() });

interface Held {
  value: string;
  usableUntil: number;
}

// One token per OAuth app in this process (key: OAuth origin, account and client), and at most one
// fetch of it at a time. Never sent to the browser, never logged.
const held = new Map<string, Held>();
const flights = new Map<string, Promise<string>>();

const keyOf = (config: ReadyZoomConfig) => [config.ZOOM_OAUTH_URL, config.ZOOM_ACCOUNT_ID, config.ZOOM_CLIENT_ID].join('\n');

/** Used until a minute before it expires; a token living under two minutes (a sandbox's) for half its life. */
const usableMs = (expiresInSeconds: number) => Math.floor((expiresInSeconds - Math.min(60, expiresInSeconds / 2)) * 1000);

async function fetchToken(config: ReadyZoomConfig): Promise<Held> {
  const url = new URL(`${config.ZOOM_OAUTH_URL.replace(/\/+$/, '')}/oauth/token`);
  url.search = new URLSearchParams({ grant_type: 'account_credentials', account_id: config.ZOOM_ACCOUNT_ID }).toString();
  const basic = Buffer.from(`${config.ZOOM_CLIENT_ID}:${config.ZOOM_CLIENT_SECRET}`).toString('base64');
  const answer = await exchange(url, { method: 'POST', headers: { Authorization: `Basic ${basic}`, Accept: 'application/json' }, timeoutMs: config.ZOOM_TIMEOUT_MS });
  const parsed = answer.status === 200 ? TokenAnswer.safeParse(answer.json) : undefined;
  if (!parsed?.success) throw zoomError();
  return { value: parsed.data.access_token, usableUntil: Date.now() + usableMs(parsed.data.expires_in) };
}

/** A usable token of the configured app: the held one, or a fetched one (502/504 when Zoom refuses or is slow). */
export async function zoomToken(config: ReadyZoomConfig): Promise<string> {
  const key = keyOf(config);
  const current = held.get(key);
  if (current && current.usableUntil > Date.now()) return current.value;
  let flight = flights.get(key);
  if (!flight) {
    flight = fetchToken(config)
      .then((token) => {
        held.set(key, token);
        return token.value;
      })
      .finally(() => flights.delete(key));
    flights.set(key, flight);
  }
  return flight;
}

/** Forgets a token Zoom refused (only if it is still the held one), so the next call fetches another. */
export function dropZoomToken(config: ReadyZoomConfig, value: string): void {
  const key = keyOf(config);
  if (held.get(key)?.value === value) held.delete(key);
}

