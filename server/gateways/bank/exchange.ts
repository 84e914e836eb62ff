import type { z } from 'zod';
import type { BankCallOutcome, LoanTypeCode } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { getLogger } from '@/server/log';
import { recordBankCall } from './call-log';
import { getBankConfig, isBankReady, missingBankConfig } from './config';

/** Who asked, for the log: the NIP and loan type are the only request data it keeps. */
export interface BankCallContext {
  userId: number | null;
  nip?: string | null;
  loanType?: LoanTypeCode | null;
}

export interface BankRequest<T> {
  method: 'GET' | 'POST';
  /** The path logged, without a query string. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** The schema of `data` in a 2xx answer. */
  data: z.ZodType<T>;
}

export const bankError = () => new AppError('BANK_ERROR', 502);
const isTimeout = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as { name?: string } | null)?.name ?? '');
const BANK_CODE = /^[A-Z][A-Z0-9_]{0,39}$/;

/** The bank's `{ code, message }` when it is well formed, else null. */
function bankRejection(json: unknown): { code: string; message: string } | null {
  if (!json || typeof json !== 'object') return null;
  const { code, message } = json as Record<string, unknown>;
  if (typeof code !== 'string' || !BANK_CODE.test(code)) return null;
  if (typeof message !== 'string' || message.trim() === '' || message.length > 500) return null;
  return { code, message };
}

function parseJson(text: string, contentType: string): unknown {
  if (!/\bjson\b/i.test(contentType) || !text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface Verdict<T> {
  outcome: BankCallOutcome;
  errorCode?: string;
  result: { data: T } | { error: AppError };
}

/** What an answer means: its data, or the error our callers see (docs/public-finance.md section 5). */
function judge<T>(status: number, json: unknown, schema: z.ZodType<T>): Verdict<T> {
  if (status >= 200 && status <= 299) {
    const parsed = schema.safeParse((json as { data?: unknown } | undefined)?.data);
    if (parsed.success) return { outcome: 'ok', result: { data: parsed.data } };
    return { outcome: 'error', errorCode: 'MALFORMED', result: { error: bankError() } };
  }
  if (status === 401 || status === 403) return { outcome: 'unauthorized', errorCode: `HTTP_${status}`, result: { error: bankError() } };
  const rejection = bankRejection(json);
  if (status === 404) return { outcome: 'rejected', errorCode: rejection?.code ?? 'NOT_FOUND', result: { error: notFound() } };
  if (status === 422 && rejection) {
    return { outcome: 'rejected', errorCode: rejection.code, result: { error: new AppError(rejection.code, 422, rejection.message) } };
  }
  // A 400 means our request and the bank's protocol disagree: nothing the visitor can fix.
  return { outcome: 'error', errorCode: rejection?.code ?? `HTTP_${status}`, result: { error: bankError() } };
}

/**
 * One logged HTTP call to the bank: the validated `data` of a 2xx answer, or the AppError the
 * contract names. The call is logged after it ends, never making the caller wait on the log.
 */
export async function bankExchange<T>(request: BankRequest<T>, ctx: BankCallContext): Promise<T> {
  const config = getBankConfig();
  if (!isBankReady(config)) {
    getLogger().warn({ bank: { missing: missingBankConfig(config) } }, 'bank gateway not configured');
    throw bankError();
  }
  const url = new URL(request.path.replace(/^\//, ''), config.BANK_API_BASE.replace(/\/?$/, '/'));
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const log = { method: request.method, path: url.pathname, userId: ctx.userId, nip: ctx.nip ?? null, loanType: ctx.loanType ?? null };
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let status: number;
  let json: unknown;
  try {
    // One signal for the headers and the body: a body that trickles in is cut at the same deadline.
    const response = await fetch(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        'x-partner-id': config.BANK_PARTNER_ID,
        'x-api-key': config.BANK_API_KEY,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(config.BANK_TIMEOUT_MS),
      redirect: 'error',
    });
    status = response.status;
    json = parseJson(await response.text(), response.headers.get('content-type') ?? '');
  } catch (error) {
    const timeout = isTimeout(error);
    recordBankCall({ ...log, status: null, ms: ms(), outcome: timeout ? 'timeout' : 'error', errorCode: timeout ? 'BANK_TIMEOUT' : 'NETWORK_ERROR' });
    throw timeout ? new AppError('BANK_TIMEOUT', 504) : bankError();
  }
  const verdict = judge(status, json, request.data);
  recordBankCall({ ...log, status, ms: ms(), outcome: verdict.outcome, ...(verdict.errorCode ? { errorCode: verdict.errorCode } : {}) });
  if ('error' in verdict.result) throw verdict.result.error;
  return verdict.result.data;
}
