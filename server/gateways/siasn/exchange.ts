import type { SiasnCallOutcome } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { recordSiasnCall } from './call-log';

export interface SiasnRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: URL;
  headers: Record<string, string>;
  body?: string | FormData;
  actor: number | null;
  timeoutMs: number;
  /** Send once more after a network error (connection refused or reset); never after a timeout. */
  retryOnNetworkError: boolean;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** What an answer means, and how its call is logged. */
export interface Verdict<T> {
  outcome: SiasnCallOutcome;
  errorCode?: string;
  value: T;
}

type Failure = { kind: 'timeout' } | { kind: 'network'; code: string };

/** undici rejects with TypeError('fetch failed') and the socket error as its cause. */
function failureOf(error: unknown): Failure {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const code = cause?.code ?? (error as { code?: unknown } | null)?.code ?? cause?.message;
  return { kind: 'network', code: typeof code === 'string' ? code.slice(0, 40) : 'NETWORK_ERROR' };
}

async function attempt(request: SiasnRequest): Promise<RawAnswer> {
  // One signal for the headers and the body: a body that trickles in is cut at the same deadline.
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(request.timeoutMs),
    // fetch would forward the custom Auth header (the SSO token) to wherever a redirect points.
    redirect: 'error',
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
}

/**
 * One HTTP call to SIASN (two after a network error when allowed), each logged and stored in
 * siasn_calls with the outcome `judge` gives its answer. A timeout is SIASN_TIMEOUT (504), a
 * call that never got an answer SIASN_ERROR (502); errors carry the locale text only.
 */
export async function exchange<T>(request: SiasnRequest, judge: (answer: RawAnswer) => Verdict<T>): Promise<T> {
  const path = `${request.url.pathname}${request.url.search}`;
  const log = { method: request.method, path, userId: request.actor };
  for (let tries = 1; ; tries += 1) {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    let answer: RawAnswer;
    try {
      answer = await attempt(request);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'timeout') {
        recordSiasnCall({ ...log, status: null, outcome: 'timeout', ms: ms(), errorCode: 'SIASN_TIMEOUT' });
        throw new AppError('SIASN_TIMEOUT', 504);
      }
      recordSiasnCall({ ...log, status: null, outcome: 'error', ms: ms(), errorCode: failure.code });
      if (request.retryOnNetworkError && tries === 1) continue;
      throw new AppError('SIASN_ERROR', 502);
    }
    const verdict = judge(answer);
    recordSiasnCall({ ...log, status: answer.status, outcome: verdict.outcome, ms: ms(), errorCode: verdict.errorCode });
    return verdict.value;
  }
}
