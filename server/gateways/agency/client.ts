import { z, type ZodType } from 'zod';
import { AppError } from '@/server/http/errors';
import { getLogger } from '@/server/log';
import { getAgencyConfig, missingAgencyConfig, type AgencyConfig } from './config';

type Outcome = 'ok' | 'empty' | 'error' | 'timeout' | 'unauthorized';

interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
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

async function send(url: URL, config: AgencyConfig): Promise<RawAnswer> {
  // One signal for the headers and the body: a body that trickles in is cut at the same deadline.
  const response = await fetch(url, {
    headers: { Accept: 'application/json', 'X-Api-Key': config.AGENCY_API_KEY ?? '' },
    signal: AbortSignal.timeout(config.AGENCY_TIMEOUT_MS),
    redirect: 'error',
  });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
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

export interface AgencyGateway {
  /** A GET of a JSON `{ data }` resource; null when the agency answers its not-found. */
  get<T>(path: string, schema: ZodType<T>): Promise<T | null>;
  /** A GET of a page of a list, `{ data: [...], count }`: its rows (each validated by `row`) and the list's total. */
  getPage<T>(path: string, row: ZodType<T>): Promise<{ rows: T[]; count: number }>;
}

/**
 * The agency gateway's client (docs/agency-gateway.md): X-Api-Key, a timeout of AGENCY_TIMEOUT_MS
 * (504 AGENCY_TIMEOUT, no retry), one more try after a network error, answers validated with zod;
 * every other failure is 502 AGENCY_ERROR. Config is read per call.
 */
export function getAgencyGateway(): AgencyGateway {
  const config = getAgencyConfig();

  /** One GET: the envelope validated by `envelope`, or null for the agency's not-found. */
  async function request<T>(path: string, envelope: ZodType<T>): Promise<T | null> {
    const missing = missingAgencyConfig(config);
    if (missing.length > 0) {
      getLogger().error({ agency: { missing } }, 'The agency gateway is not configured: set the AGENCY_* variables');
      throw new AppError('AGENCY_ERROR', 502);
    }
    const url = urlOf(config, path);
    const log = { method: 'GET', path: url.pathname };
    for (let tries = 1; ; tries += 1) {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      let answer: RawAnswer;
      try {
        answer = await send(url, config);
      } catch (error) {
        if (isTimeout(error)) {
          logCall({ ...log, status: null, ms: ms(), outcome: 'timeout', errorCode: 'AGENCY_TIMEOUT' });
          throw new AppError('AGENCY_TIMEOUT', 504);
        }
        logCall({ ...log, status: null, ms: ms(), outcome: 'error', errorCode: 'NETWORK_ERROR' });
        if (tries === 1) continue;
        throw new AppError('AGENCY_ERROR', 502);
      }
      const verdict = judge(answer, envelope);
      logCall({ ...log, status: answer.status, ms: ms(), outcome: verdict.outcome, ...(verdict.errorCode ? { errorCode: verdict.errorCode } : {}) });
      if (verdict.outcome === 'ok' || verdict.outcome === 'empty') return verdict.value;
      throw new AppError('AGENCY_ERROR', 502);
    }
  }

  return {
    async get<T>(path: string, schema: ZodType<T>): Promise<T | null> {
      return (await request(path, z.object({ data: schema })))?.data ?? null;
    },
    async getPage<T>(path: string, row: ZodType<T>): Promise<{ rows: T[]; count: number }> {
      const page = await request(path, z.object({ data: z.array(row), count: z.number().int().nonnegative() }));
      // A list has no "none": a not-found there is a wrong path, the portal's mistake.
      if (!page) throw new AppError('AGENCY_ERROR', 502);
      return { rows: page.data, count: page.count };
    },
  };
}
