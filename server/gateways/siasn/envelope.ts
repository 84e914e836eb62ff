import { z } from 'zod';
import type { SiasnApi } from './config';
import type { RawAnswer, Verdict } from './exchange';

/** What an answer of the API means (siasn-protocol.md sections 1.3 and 2). */
export type Judgement =
  | { kind: 'found'; data: unknown; count?: number }
  | { kind: 'not-found' }
  /** Refresh both tokens and try once more. */
  | { kind: 'auth'; signal: string }
  /** A failure to report as SIASN_ERROR; `reason` goes to the log and siasn_calls. */
  | { kind: 'failed'; reason: string };

const Found = z.object({ code: z.literal(1), data: z.unknown(), count: z.coerce.number().int().nonnegative().optional() });
const RefResults = z.union([z.array(z.unknown()), z.object({ results: z.array(z.unknown()) }).transform((body) => body.results)]);
// Error and not-found bodies; unknown keys are allowed, every key is optional.
const Signals = z.object({ code: z.unknown(), data: z.unknown(), message: z.unknown(), description: z.unknown() }).partial();

const NOT_FOUND_TEXT = 'Data tidak ditemukan';

export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The refresh triggers of protocol section 1.3, the not-found envelopes, or nothing. */
function signalOf(status: number, json: unknown): Judgement | undefined {
  const body = Signals.safeParse(json);
  const { code, data, message, description } = body.success ? body.data : {};
  if (message === 'Runtime Error') {
    // A suspended endpoint stays suspended with new tokens: no refresh, report it.
    if (typeof description === 'string' && description.includes('SUSPENDED')) return { kind: 'failed', reason: 'SUSPENDED' };
    return { kind: 'auth', signal: 'runtime-error' };
  }
  if (message === 'invalid or expired jwt') return { kind: 'auth', signal: 'invalid-jwt' };
  if (message === 'Invalid Credentials') return { kind: 'auth', signal: 'invalid-credentials' };
  if (data === 'Token SSO mismatch') return { kind: 'auth', signal: 'sso-mismatch' };
  if (status === 401) return { kind: 'auth', signal: 'http-401' };
  if (data === 'record not found') return { kind: 'not-found' };
  if (String(code) === '0' && (status === 404 || (status === 200 && data === NOT_FOUND_TEXT))) return { kind: 'not-found' };
  return undefined;
}

/** Reads a JSON answer of the SIASN API (`{code, data, count}`) or of the reference API (`{results}` or an array). */
export function judgeJson(answer: RawAnswer, api: SiasnApi): Judgement {
  const json = parseJson(answer.body);
  const signal = signalOf(answer.status, json);
  if (signal) return signal;
  if (answer.status < 200 || answer.status > 299) return { kind: 'failed', reason: `HTTP_${answer.status}` };
  if (api === 'ref') {
    const rows = RefResults.safeParse(json);
    if (rows.success) return { kind: 'found', data: rows.data };
  }
  const found = Found.safeParse(json);
  if (!found.success) return { kind: 'failed', reason: json === undefined ? 'NOT_JSON' : 'INVALID_ENVELOPE' };
  return { kind: 'found', data: found.data.data ?? null, count: found.data.count };
}

const OUTCOMES = { found: 'ok', 'not-found': 'empty', auth: 'unauthorized', failed: 'error' } as const;

/** How a judged answer is logged: its outcome, and for failures what went wrong. */
export function verdictOf<J extends Judgement>(judgement: J): Verdict<J> {
  const errorCode = judgement.kind === 'auth' ? judgement.signal : judgement.kind === 'failed' ? judgement.reason : undefined;
  return { outcome: OUTCOMES[judgement.kind], errorCode, value: judgement };
}
