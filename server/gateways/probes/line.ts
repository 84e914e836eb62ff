import type { ZodType } from 'zod';
import type { RawAnswer } from '@/server/gateways/siasn/exchange';
import type { ConnectionLine, ProbeReason, ProbeReasonCode } from '@/utils/schemas/connections';

/** A probe's failure: why its line is red. `detail` names a token, a status, a field or an error code, never a secret. */
export class ProbeFailure extends Error {
  constructor(readonly code: ProbeReasonCode, readonly detail: string) {
    super(`${code}: ${detail}`);
  }
}

export interface ProbeAnswer {
  status: number;
  json: unknown;
  /** The answer as the SIASN client's judge reads it. */
  raw: RawAnswer;
}

export interface ProbeRequest {
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

const TLS_CODES = /^(CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_TLS|ERR_SSL|EPROTO)/;

/** undici rejects with TypeError('fetch failed') and the socket error as its cause. */
function failureOf(error: unknown, timeoutMs: number): ProbeFailure {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new ProbeFailure('TIMEOUT', `${timeoutMs} ms`);
  // Both addresses of localhost refusing: an AggregateError whose errors carry the codes.
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | null)?.cause;
  const raw = cause?.code ?? cause?.errors?.[0]?.code;
  const code = typeof raw === 'string' ? raw.slice(0, 40) : 'NETWORK_ERROR';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new ProbeFailure('DNS', code);
  if (TLS_CODES.test(code)) return new ProbeFailure('TLS', code);
  return new ProbeFailure('NETWORK', code);
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The steps of one line: `send` makes one timed HTTP call (no redirects, so a header carrying a
 * token never follows one elsewhere), `shape` validates an answer with the client's own schema.
 */
export class ProbeSteps {
  ms = 0;
  reached = false;
  authenticated: boolean | null = null;

  async send(url: URL, request: ProbeRequest): Promise<ProbeAnswer> {
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(request.timeoutMs),
        redirect: 'error',
      });
      const body = Buffer.from(await response.arrayBuffer());
      this.reached = true;
      const raw = { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
      return { status: response.status, json: parseJson(body.toString('utf8')), raw };
    } catch (error) {
      throw failureOf(error, request.timeoutMs);
    } finally {
      this.ms += Math.round(performance.now() - started);
    }
  }

  /** A 401/403 is the named credential refused; another non-2xx is the status; a 2xx authenticates. */
  accept(answer: ProbeAnswer, credential: string): void {
    if (answer.status === 401 || answer.status === 403) {
      this.authenticated = false;
      throw new ProbeFailure('UNAUTHORIZED', `${answer.status} ${credential}`);
    }
    if (answer.status === 404) throw new ProbeFailure('NOT_FOUND', '404');
    if (answer.status < 200 || answer.status > 299) throw new ProbeFailure('HTTP', String(answer.status));
    this.authenticated = true;
  }

  /** The value as `schema` reads it, or SHAPE naming the first field that differs. */
  shape<T>(schema: ZodType<T>, value: unknown): T {
    if (value === undefined) throw new ProbeFailure('NOT_JSON', 'body');
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new ProbeFailure('SHAPE', `${issue?.path.join('.') || '(root)'}: ${issue?.code ?? 'invalid'}`);
  }
}

export interface LineMeta {
  service: string;
  label: string;
}

/** A line for a service whose variables are not all set: neither green nor red. */
export const notConfigured = (meta: LineMeta, missing: string[]): ConnectionLine => ({
  ...meta,
  status: 'not-configured',
  reachable: null,
  authenticated: null,
  shapeOk: null,
  latencyMs: null,
  reason: { code: 'NOT_CONFIGURED', detail: missing.join(', ') },
});

/** Runs `steps` as one line: green when they finish, red with the failure's reason when not. */
export async function runLine<T>(meta: LineMeta, steps: (probe: ProbeSteps) => Promise<T>): Promise<{ line: ConnectionLine; value?: T }> {
  const probe = new ProbeSteps();
  try {
    const value = await steps(probe);
    return { value, line: { ...meta, status: 'ok', reachable: true, authenticated: true, shapeOk: true, latencyMs: probe.ms, reason: null } };
  } catch (error) {
    const reason: ProbeReason = error instanceof ProbeFailure ? { code: error.code, detail: error.detail } : { code: 'NETWORK', detail: 'UNEXPECTED' };
    const shapeOk = reason.code === 'SHAPE' || reason.code === 'NOT_JSON' ? false : null;
    return { line: { ...meta, status: 'failed', reachable: probe.reached, authenticated: probe.authenticated, shapeOk, latencyMs: probe.ms, reason } };
  }
}
