import { AppError } from '@/server/http/errors';
import { getLogger } from '@/server/log';
import { baseOf, getSiasnConfig, missingFor, type SiasnApi, type SiasnConfig } from './config';
import { judgeJson, verdictOf, type Judgement } from './envelope';
import { exchange, type RawAnswer } from './exchange';
import { getSiasnTokenStore, type TokenStore } from './token-store';
import { SiasnTokens, type UsedTokens } from './tokens';

export interface SiasnAnswer {
  /** False for SIASN's not-found envelopes (`{code:0,data:'Data tidak ditemukan'}`, `record not found`); data is null then. */
  found: boolean;
  data: unknown;
  count?: number;
}

export interface SiasnGetOptions {
  query?: Record<string, string | number | undefined>;
  /** The portal user the call is made for (siasn_calls.user_id). */
  actor?: number | null;
  /** The web-service API (both tokens) or the reference API (WSO2 token only). */
  api?: SiasnApi;
}

export interface SiasnBytes {
  bytes: Buffer;
  contentType: string;
}

export interface SiasnGateway {
  get(path: string, options?: SiasnGetOptions): Promise<SiasnAnswer>;
  /** Raw bytes (a photo, a document); null when SIASN has none. */
  getBytes(path: string, options?: { actor?: number | null }): Promise<SiasnBytes | null>;
}

type Settled = Extract<Judgement, { kind: 'found' | 'not-found' }>;

const isJson = (answer: RawAnswer) => /\bjson\b/i.test(answer.contentType);

function judgeBytes(answer: RawAnswer): Judgement {
  if (isJson(answer)) {
    const judgement = judgeJson(answer, 'siasn');
    return judgement.kind === 'found' ? { kind: 'failed', reason: 'NOT_BYTES' } : judgement;
  }
  if (answer.status === 404) return { kind: 'not-found' };
  if (answer.status === 401) return { kind: 'auth', signal: 'http-401' };
  if (answer.status !== 200 || answer.body.length === 0) return { kind: 'failed', reason: `HTTP_${answer.status}` };
  return { kind: 'found', data: { bytes: answer.body, contentType: answer.contentType || 'application/octet-stream' } };
}

function urlOf(base: string, path: string, query: SiasnGetOptions['query']): URL {
  const url = new URL(`${base}${path.startsWith('/') ? '' : '/'}${path}`);
  // A path built from SIASN's own data (a PNS id) must not climb out of the API with our tokens.
  if (!url.pathname.startsWith(`${new URL(base).pathname.replace(/\/$/, '')}/`)) {
    getLogger().warn({ siasn: { path } }, 'SIASN path refused: it leaves the API');
    throw new AppError('SIASN_ERROR', 502);
  }
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
  return url;
}

/** A gateway bound to one configuration; `getSiasnGateway()` gives the process's current one. */
export function createSiasnGateway(config: SiasnConfig, store: TokenStore): SiasnGateway {
  const tokens = new SiasnTokens(config, store);

  async function tokensFor(api: SiasnApi): Promise<UsedTokens & { wso2: string }> {
    if (api === 'ref') return { wso2: await tokens.get('wso2') };
    const [wso2, sso] = await Promise.all([tokens.get('wso2'), tokens.get('sso')]);
    return { wso2, sso };
  }

  /** A GET with a refresh of both tokens and one more try when SIASN refuses them (protocol 1.3). */
  async function call(api: SiasnApi, path: string, options: SiasnGetOptions & { accept: string }, judge: (answer: RawAnswer) => Judgement): Promise<Settled> {
    const missing = missingFor(config, api);
    if (missing.length > 0) {
      getLogger().error({ siasn: { missing } }, 'SIASN is not configured: set the SIASN_* variables');
      throw new AppError('SIASN_ERROR', 502);
    }
    const url = urlOf(baseOf(config, api), path, options.query);
    for (let tries = 1; ; tries += 1) {
      const used = await tokensFor(api);
      const headers: Record<string, string> = { Authorization: `Bearer ${used.wso2}`, Accept: options.accept };
      if (used.sso) headers.Auth = `bearer ${used.sso}`;
      const request = { method: 'GET', url, headers, actor: options.actor ?? null, timeoutMs: config.SIASN_TIMEOUT_MS, retryOnNetworkError: true } as const;
      const judgement = await exchange(request, (answer) => verdictOf(judge(answer)));
      if (judgement.kind === 'found' || judgement.kind === 'not-found') return judgement;
      if (judgement.kind === 'auth' && tries === 1) {
        await tokens.invalidate(used);
        continue;
      }
      throw new AppError('SIASN_ERROR', 502);
    }
  }

  return {
    async get(path, { query, actor, api = 'siasn' } = {}) {
      const answer = await call(api, path, { query, actor, accept: 'application/json' }, (raw) => judgeJson(raw, api));
      if (answer.kind === 'not-found') return { found: false, data: null };
      return { found: true, data: answer.data, ...(answer.count === undefined ? {} : { count: answer.count }) };
    },
    async getBytes(path, { actor } = {}) {
      const answer = await call('siasn', path, { actor, accept: '*/*' }, judgeBytes);
      return answer.kind === 'found' ? (answer.data as SiasnBytes) : null;
    },
  };
}

const KEY = Symbol.for('helpdesk.siasnGateway');
type Holder = { [KEY]?: { fingerprint: string; store: TokenStore; gateway: SiasnGateway } };
const holder = globalThis as Holder;

/**
 * The gateway for the current SIASN_* settings, one per configuration and token store: a changed
 * setting (a test's) gives a new gateway, while tokens live on in the store.
 */
export function getSiasnGateway(): SiasnGateway {
  const config = getSiasnConfig();
  const store = getSiasnTokenStore(config.REDIS_URL);
  // The read cache's windows do not concern the gateway.
  const fingerprint = JSON.stringify({ ...config, SIASN_CACHE_SECONDS: 0, SIASN_STALE_SECONDS: 0 });
  const current = holder[KEY];
  if (current && current.fingerprint === fingerprint && current.store === store) return current.gateway;
  const gateway = createSiasnGateway(config, store);
  holder[KEY] = { fingerprint, store, gateway };
  return gateway;
}
