import { AppError } from '@/server/http/errors';
import { getLogger } from '@/server/log';
import type { SiasnTokenState } from '@/utils/schemas/siasn-logs';
import { baseOf, getSiasnConfig, missingFor, type SiasnApi, type SiasnConfig } from './config';
import { judgeJson, judgeWrite, verdictOf, type Judgement } from './envelope';
import { exchange, type RawAnswer } from './exchange';
import { getSiasnTokenStore, type TokenStore } from '../token-store';
import { SiasnTokens, type TokenKind, type UsedTokens } from './tokens';

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

export interface SiasnWriteAnswer {
  /** SIASN's own words ("Data berhasil disimpan"). */
  message: string;
  /** The row id of a save (mapData's id), null for deletes and uploads. */
  id: string | null;
  /** An upload's `data` (the document reference), null otherwise. */
  data: unknown;
}

export interface SiasnUpload {
  file: { bytes: Buffer; name: string; contentType: string };
  fields: Record<string, string>;
}

interface WriteOptions {
  actor?: number | null;
}

export interface SiasnGateway {
  get(path: string, options?: SiasnGetOptions): Promise<SiasnAnswer>;
  /** Raw bytes (a photo, a document); null when SIASN has none. */
  getBytes(path: string, options?: Pick<SiasnGetOptions, 'actor' | 'query'>): Promise<SiasnBytes | null>;
  /** POST JSON (a save, a data utama update, a proposal); SIASN_REJECTED (422) with its reason when refused. */
  save(path: string, payload: unknown, options?: WriteOptions): Promise<SiasnWriteAnswer>;
  /** DELETE a row; SIASN_REJECTED when refused. */
  remove(path: string, options?: WriteOptions): Promise<SiasnWriteAnswer>;
  /** Multipart POST of one file and its fields (upload-dok, upload-dok-rw). */
  upload(path: string, upload: SiasnUpload, options?: WriteOptions): Promise<SiasnWriteAnswer>;
  /** When each token was issued and refreshed and what went wrong last; never a token. */
  tokenState(): Promise<Record<TokenKind, SiasnTokenState>>;
}

type Settled = Extract<Judgement, { kind: 'found' | 'not-found' }>;

interface CallOptions extends SiasnGetOptions {
  accept: string;
  method?: 'GET' | 'POST' | 'DELETE';
  body?: () => { body: string | FormData; contentType?: string };
}

/** The id of a save: mapData's first text value (`{rwDiklatId: …}`), or mapData itself when SIASN sends a bare id. */
function idOf(mapData: unknown): string | null {
  if (typeof mapData === 'string' && mapData !== '') return mapData;
  if (mapData && typeof mapData === 'object') {
    const first = Object.values(mapData).find((value) => typeof value === 'string' && value !== '');
    if (typeof first === 'string') return first;
  }
  return null;
}

function formOf({ file, fields }: SiasnUpload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.name);
  return form;
}

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

  /**
   * A call with a refresh of both tokens and one more try when SIASN refuses them (protocol 1.3:
   * nothing landed). Only a GET is sent again after a network error: a write may have landed.
   */
  async function call(api: SiasnApi, path: string, options: CallOptions, judge: (answer: RawAnswer) => Judgement): Promise<Settled> {
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
      const method = options.method ?? 'GET';
      const sent = options.body?.();
      if (sent?.contentType) headers['Content-Type'] = sent.contentType;
      const request = { method, url, headers, body: sent?.body, actor: options.actor ?? null, timeoutMs: config.SIASN_TIMEOUT_MS, retryOnNetworkError: method === 'GET' };
      const judgement = await exchange(request, (answer) => verdictOf(judge(answer)));
      if (judgement.kind === 'found' || judgement.kind === 'not-found') return judgement;
      if (judgement.kind === 'auth' && tries === 1) {
        await tokens.invalidate(used);
        continue;
      }
      if (judgement.kind === 'rejected') throw new AppError('SIASN_REJECTED', 422, `SIASN menolak: ${judgement.message}`);
      throw new AppError('SIASN_ERROR', 502);
    }
  }

  return {
    async get(path, { query, actor, api = 'siasn' } = {}) {
      const answer = await call(api, path, { query, actor, accept: 'application/json' }, (raw) => judgeJson(raw, api));
      if (answer.kind === 'not-found') return { found: false, data: null };
      return { found: true, data: answer.data, ...(answer.count === undefined ? {} : { count: answer.count }) };
    },
    async getBytes(path, { actor, query } = {}) {
      const answer = await call('siasn', path, { actor, query, accept: '*/*' }, judgeBytes);
      return answer.kind === 'found' ? (answer.data as SiasnBytes) : null;
    },
    save: (path, payload, { actor } = {}) =>
      write(path, { actor, method: 'POST', body: () => ({ body: JSON.stringify(payload), contentType: 'application/json' }) }),
    remove: (path, { actor } = {}) => write(path, { actor, method: 'DELETE' }),
    // fetch sets the multipart boundary itself when the body is FormData.
    upload: (path, upload, { actor } = {}) => write(path, { actor, method: 'POST', body: () => ({ body: formOf(upload) }) }),
    tokenState: () => tokens.state(),
  };

  async function write(path: string, options: Omit<CallOptions, 'accept'>): Promise<SiasnWriteAnswer> {
    const answer = await call('siasn', path, { ...options, accept: 'application/json' }, judgeWrite);
    const { message, data, mapData } = (answer.kind === 'found' ? answer.data : {}) as { message?: string; data?: unknown; mapData?: unknown };
    return { message: message ?? 'Berhasil', id: idOf(mapData), data: data ?? null };
  }
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
