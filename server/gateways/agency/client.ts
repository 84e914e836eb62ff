import { z, type ZodType } from 'zod';
import { AppError } from '@/server/http/errors';
import { getLogger } from '@/server/log';
import { getAgencyConfig, missingAgencyConfig, type AgencyConfig } from './config';

type Outcome = 'ok' | 'empty' | 'error' | 'timeout' | 'unauthorized';

interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  bytes: Buffer;
}

/** One line per call: method, path, status, time and outcome; never the key or a body. */
function logCall(fields: { method: string; path: string; status: number | null; ms: number; outcome: Outcome; errorCode?: string }) {
  const line = { agency: fields };
  if (fields.outcome === 'ok' || fields.outcome === 'empty') getLogger().info(line, 'agency call');
  else getLogger().warn(line, 'agency call failed');
}

const isTimeout = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as { name?: string } | null)?.name ?? '');

function urlOf(config: AgencyConfig, path: string): URL {
  const base = (config.AGENCY_API_BASE ?? '').replace(/\/+$/, '');
  return new URL(`${base}${path}`);
}

async function send(url: URL, config: AgencyConfig, accept: string): Promise<RawAnswer> {
  // One signal for the headers and the body: a body that trickles in is cut at the same deadline.
  const response = await fetch(url, {
    headers: { Accept: accept, 'X-Api-Key': config.AGENCY_API_KEY ?? '' },
    signal: AbortSignal.timeout(config.AGENCY_TIMEOUT_MS),
    redirect: 'error',
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: bytes.toString('utf8'), bytes };
}

function parseJson(answer: RawAnswer): unknown {
  if (!/\bjson\b/i.test(answer.contentType)) return undefined;
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

/**
 * What an answer means: a 200 with `data` is the value (the whole envelope validated by
 * `envelope`); a 404 with `{ data: null }` is "the agency has none" (null). Anything else (a
 * refused key, 5xx, HTML, cut JSON, another shape) is AGENCY_ERROR.
 */
function judge<T>(answer: RawAnswer, envelope: ZodType<T>): { outcome: Outcome; value: T | null; errorCode?: string } {
  const json = parseJson(answer) as { data?: unknown } | undefined;
  if (answer.status === 404 && json && typeof json === 'object' && json.data === null) return { outcome: 'empty', value: null };
  if (answer.status === 401 || answer.status === 403) return { outcome: 'unauthorized', value: null, errorCode: `HTTP_${answer.status}` };
  if (answer.status !== 200) return { outcome: 'error', value: null, errorCode: `HTTP_${answer.status}` };
  if (!json || typeof json !== 'object' || !('data' in json)) return { outcome: 'error', value: null, errorCode: 'NOT_JSON' };
  const parsed = envelope.safeParse(json);
  if (!parsed.success) return { outcome: 'error', value: null, errorCode: 'BAD_SHAPE' };
  return { outcome: 'ok', value: parsed.data };
}

/** A file: a 200 that is not JSON is its bytes; the not-found and the failures as `judge` has them. */
function judgeFile(answer: RawAnswer): { outcome: Outcome; value: AgencyFile | null; errorCode?: string } {
  if (answer.status === 200 && !/\bjson\b/i.test(answer.contentType)) return { outcome: 'ok', value: { bytes: answer.bytes, contentType: answer.contentType || 'application/octet-stream' } };
  return judge(answer, z.never());
}

export interface AgencyFile {
  bytes: Buffer;
  contentType: string;
}

/** The codes a caller's failures carry: the agency's own by default, a service's (CASN_ERROR) when it has its own. */
export interface AgencyErrorCodes {
  error: string;
  timeout: string;
}

export interface AgencyGateway {
  /** A GET of a JSON `{ data }` resource; null when the agency answers its not-found. */
  get<T>(path: string, schema: ZodType<T>): Promise<T | null>;
  /** A GET of a page of a list, `{ data: [...], count }`: its rows (each validated by `row`) and the list's total. */
  getPage<T>(path: string, row: ZodType<T>): Promise<{ rows: T[]; count: number }>;
  /** A GET of a file (e.g. a PDF): its bytes and type; null when the agency answers its not-found. */
  getFile(path: string): Promise<AgencyFile | null>;
}

/**
 * The agency gateway's client (docs/agency-gateway.md): X-Api-Key, a timeout of AGENCY_TIMEOUT_MS
 * (504 AGENCY_TIMEOUT, no retry), one more try after a network error, answers validated with zod;
 * every other failure is 502 AGENCY_ERROR. Config is read per call. A service of its own on the
 * gateway (the CASN vendor service) passes its own `codes` (CASN_ERROR, CASN_TIMEOUT).
 */
export function getAgencyGateway(codes: AgencyErrorCodes = { error: 'AGENCY_ERROR', timeout: 'AGENCY_TIMEOUT' }): AgencyGateway {
  const config = getAgencyConfig();

  /** One GET of a JSON envelope validated by `envelope`, or null for the agency's not-found. */
  const request = <T>(path: string, envelope: ZodType<T>): Promise<T | null> => call(path, 'application/json', (answer) => judge(answer, envelope));

  /** One GET: the value `verdictOf` reads from the answer, or null for the agency's not-found. */
  async function call<T>(path: string, accept: string, verdictOf: (answer: RawAnswer) => ReturnType<typeof judge<T>>): Promise<T | null> {
    const missing = missingAgencyConfig(config);
    if (missing.length > 0) {
      getLogger().error({ agency: { missing } }, 'The agency gateway is not configured: set the AGENCY_* variables');
      throw new AppError(codes.error, 502);
    }
    const url = urlOf(config, path);
    const log = { method: 'GET', path: url.pathname };
    for (let tries = 1; ; tries += 1) {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      let answer: RawAnswer;
      try {
        answer = await send(url, config, accept);
      } catch (error) {
        if (isTimeout(error)) {
          logCall({ ...log, status: null, ms: ms(), outcome: 'timeout', errorCode: codes.timeout });
          throw new AppError(codes.timeout, 504);
        }
        logCall({ ...log, status: null, ms: ms(), outcome: 'error', errorCode: 'NETWORK_ERROR' });
        if (tries === 1) continue;
        throw new AppError(codes.error, 502);
      }
      const verdict = verdictOf(answer);
      logCall({ ...log, status: answer.status, ms: ms(), outcome: verdict.outcome, ...(verdict.errorCode ? { errorCode: verdict.errorCode } : {}) });
      if (verdict.outcome === 'ok' || verdict.outcome === 'empty') return verdict.value;
      throw new AppError(codes.error, 502);
    }
  }

  return {
    async get<T>(path: string, schema: ZodType<T>): Promise<T | null> {
      return (await request(path, z.object({ data: schema })))?.data ?? null;
    },
    async getPage<T>(path: string, row: ZodType<T>): Promise<{ rows: T[]; count: number }> {
      const page = await request(path, z.object({ data: z.array(row), count: z.number().int().nonnegative() }));
      // A list has no "none": a not-found there is a wrong path, the portal's mistake.
      if (!page) throw new AppError(codes.error, 502);
      return { rows: page.data, count: page.count };
    },
    getFile(path: string): Promise<AgencyFile | null> {
      return call(path, '*/*', judgeFile);
    },
  };
}
