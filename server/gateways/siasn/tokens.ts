import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@/server/http/errors';
import type { SiasnTokenState } from '@/utils/schemas/siasn-logs';
import type { SiasnConfig } from './config';
import { parseJson } from './envelope';
import { exchange, type SiasnRequest } from './exchange';
import { sharedToken } from '../shared-token';
import type { TokenStore } from '../token-store';

export type TokenKind = 'wso2' | 'sso';
export type UsedTokens = Partial<Record<TokenKind, string>>;

type TokenHistory = Omit<SiasnTokenState, 'held'>;
const EMPTY_HISTORY: TokenHistory = { issuedAt: null, expiresAt: null, lastRefreshAt: null, lastError: null, lastErrorAt: null };
// The history outlives any token: a week, then an idle portal starts afresh.
const HISTORY_MS = 7 * 24 * 3600 * 1000;

/** A token endpoint's answer as the portal reads it (also the connection check's). */
export const TokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });
// How often a process waiting for another's token fetch looks for the result.
const POLL_MS = 50;
const REMEMBERED_REJECTIONS = 16;

/**
 * How long a token is used: until 60 s before it expires. A token living under two minutes (a
 * sandbox's) is used for half its life, not fetched anew for every call.
 */
export function usableMs(expiresInSeconds: number): number {
  return Math.floor((expiresInSeconds - Math.min(60, expiresInSeconds / 2)) * 1000);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** WSO2: client credentials in Basic auth. SSO (Keycloak): password grant of the service account, no secret. */
export function tokenRequest(config: SiasnConfig, kind: TokenKind): SiasnRequest {
  const common = { method: 'POST', actor: null, timeoutMs: config.SIASN_TIMEOUT_MS, retryOnNetworkError: false } as const;
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
  if (kind === 'wso2') {
    const basic = Buffer.from(`${config.SIASN_WSO2_CLIENT_ID}:${config.SIASN_WSO2_CLIENT_SECRET}`).toString('base64');
    return { ...common, url: new URL(config.SIASN_WSO2_TOKEN_URL ?? ''), headers: { ...headers, Authorization: `Basic ${basic}` }, body: form({ grant_type: 'client_credentials' }) };
  }
  const body = form({ client_id: config.SIASN_SSO_CLIENT_ID ?? '', grant_type: 'password', username: config.SIASN_SSO_USERNAME ?? '', password: config.SIASN_SSO_PASSWORD ?? '' });
  return { ...common, url: new URL(config.SIASN_SSO_TOKEN_URL ?? ''), headers, body };
}

type TokenAnswerValue = { ok: true; value: string; expiresIn: number } | { ok: false; reason: string };

async function requestToken(config: SiasnConfig, kind: TokenKind): Promise<TokenAnswerValue> {
  return exchange<TokenAnswerValue>(tokenRequest(config, kind), (answer) => {
    const ok = answer.status >= 200 && answer.status <= 299;
    const parsed = ok ? TokenAnswer.safeParse(parseJson(answer.body)) : undefined;
    if (parsed?.success) return { outcome: 'ok', value: { ok: true, value: parsed.data.access_token, expiresIn: parsed.data.expires_in } };
    const rejected = answer.status === 400 || answer.status === 401;
    const reason = ok ? 'INVALID_TOKEN_ANSWER' : `HTTP_${answer.status}`;
    return { outcome: rejected ? 'unauthorized' : 'error', errorCode: reason, value: { ok: false, reason } };
  });
}

/**
 * The WSO2 and SSO tokens of one SIASN configuration. A process fetches each at most once at a
 * time (one promise), and processes sharing a Redis store once between them (a lock; the others
 * poll for the token it stores, and fetch themselves if it never comes).
 */
export class SiasnTokens {
  private readonly flights = new Map<TokenKind, Promise<string>>();
  // Tokens SIASN refused, so a fetch already under way when one was refused does not hand it out again.
  private readonly rejected = new Set<string>();

  constructor(private readonly config: SiasnConfig, private readonly store: TokenStore) {}

  /** Keys name the token endpoint and the account, so changed settings never reuse another's token. */
  private keyOf(kind: TokenKind): string {
    const c = this.config;
    const who = kind === 'wso2' ? [c.SIASN_WSO2_TOKEN_URL, c.SIASN_WSO2_CLIENT_ID] : [c.SIASN_SSO_TOKEN_URL, c.SIASN_SSO_CLIENT_ID, c.SIASN_SSO_USERNAME];
    return `${kind}:${createHash('sha256').update(who.join('\n')).digest('hex').slice(0, 16)}`;
  }

  async get(kind: TokenKind): Promise<string> {
    for (let tries = 0; tries < 2; tries += 1) {
      let flight = this.flights.get(kind);
      if (!flight) {
        flight = this.load(kind).finally(() => this.flights.delete(kind));
        this.flights.set(kind, flight);
      }
      const value = await flight;
      if (!this.rejected.has(value)) return value;
    }
    throw new AppError('SIASN_ERROR', 502);
  }

  /** Forgets tokens SIASN refused (only while the store still holds those), so the next `get` fetches new ones. */
  async invalidate(used: UsedTokens = { wso2: undefined, sso: undefined }): Promise<void> {
    for (const kind of Object.keys(used) as TokenKind[]) {
      const value = used[kind];
      if (value) this.remember(value);
      await this.store.drop(this.keyOf(kind), value);
    }
  }

  private remember(value: string): void {
    this.rejected.add(value);
    if (this.rejected.size > REMEMBERED_REJECTIONS) this.rejected.delete(this.rejected.values().next().value ?? '');
  }

  private async stored(key: string): Promise<string | undefined> {
    const value = await this.store.get(key);
    return value && !this.rejected.has(value) ? value : undefined;
  }

  private load(kind: TokenKind): Promise<string> {
    const key = this.keyOf(kind);
    return sharedToken({ store: this.store, key, lockMs: this.config.SIASN_TIMEOUT_MS + 1_000, stored: () => this.stored(key), fetch: () => this.fetch(kind, key), pollMs: POLL_MS });
  }

  private async fetch(kind: TokenKind, key: string): Promise<string> {
    let token: TokenAnswerValue;
    try {
      token = await requestToken(this.config, kind);
    } catch (error) {
      token = { ok: false, reason: error instanceof AppError ? error.code : 'NETWORK_ERROR' };
    }
    const now = new Date();
    const history = await this.history(key);
    if (!token.ok) {
      await this.store.set(`${key}:history`, JSON.stringify({ ...history, lastError: token.reason, lastErrorAt: now.toISOString() }), HISTORY_MS);
      throw new AppError(token.reason === 'SIASN_TIMEOUT' ? 'SIASN_TIMEOUT' : 'SIASN_ERROR', token.reason === 'SIASN_TIMEOUT' ? 504 : 502);
    }
    const ttl = usableMs(token.expiresIn);
    if (ttl > 0) await this.store.set(key, token.value, ttl);
    const issued = { issuedAt: now.toISOString(), expiresAt: new Date(now.getTime() + token.expiresIn * 1000).toISOString() };
    // A refresh is a fetch that replaces an earlier token (expired or refused).
    const lastRefreshAt = history.issuedAt ? now.toISOString() : history.lastRefreshAt;
    await this.store.set(`${key}:history`, JSON.stringify({ ...history, ...issued, lastRefreshAt }), HISTORY_MS);
    return token.value;
  }

  private async history(key: string): Promise<TokenHistory> {
    const text = await this.store.get(`${key}:history`);
    if (!text) return EMPTY_HISTORY;
    try {
      return { ...EMPTY_HISTORY, ...(JSON.parse(text) as Partial<TokenHistory>) };
    } catch {
      return EMPTY_HISTORY;
    }
  }

  /** Both tokens' state, from the store shared with the other portal processes. */
  async state(): Promise<Record<TokenKind, SiasnTokenState>> {
    const one = async (kind: TokenKind): Promise<SiasnTokenState> => {
      const key = this.keyOf(kind);
      const [held, history] = await Promise.all([this.stored(key), this.history(key)]);
      return { held: held !== undefined, ...history };
    };
    const [wso2, sso] = await Promise.all([one('wso2'), one('sso')]);
    return { wso2, sso };
  }
}
