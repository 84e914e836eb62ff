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
  | { kind: 'failed'; reason: string }
  /** A write SIASN refused, with its own reason for the person (SIASN_REJECTED). */
  | { kind: 'rejected'; message: string };

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

/** The refresh triggers of protocol section 1.3, the gateway's unknown-resource fault, the not-found envelopes, or nothing. */
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
  // The gateway's own 404 fault (WSO2 `{code:"404",type:"Status report",message:"Not Found"}`): no
  // API resource took the path, so it is a mistyped or withdrawn endpoint, never "no data".
  if (status === 404 && String(code) === '404') return { kind: 'failed', reason: 'UNKNOWN_RESOURCE' };
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

// Write answers (protocol section 2): save/delete `{success, message, mapData}`, uploads `{code, message, data}`.
const WriteAnswer = z.object({ success: z.boolean(), code: z.union([z.number(), z.string()]), message: z.unknown(), Message: z.unknown(), data: z.unknown(), mapData: z.unknown() }).partial();
const MAX_MESSAGE = 300;

/** SIASN's message as a person can read it: text only, one line, bounded. */
function messageOf(value: unknown, fallback: string): string {
  const text = typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim() : '';
  return text === '' ? fallback : text.slice(0, MAX_MESSAGE);
}

/** Reads the answer of a save, a delete or an upload: found (accepted), rejected with SIASN's reason, or a fault. */
export function judgeWrite(answer: RawAnswer): Judgement {
  const json = parseJson(answer.body);
  const signal = signalOf(answer.status, json);
  if (signal && signal.kind !== 'not-found') return signal;
  const body = WriteAnswer.safeParse(json);
  if (!body.success || json === null || typeof json !== 'object') return { kind: 'failed', reason: json === undefined ? 'NOT_JSON' : 'INVALID_ENVELOPE' };
  const { success, code, message, Message, data, mapData } = body.data;
  const accepted = success === true || (success === undefined && String(code) === '1');
  if (accepted && answer.status >= 200 && answer.status <= 299) return { kind: 'found', data: { message: messageOf(message, 'Berhasil'), data: data ?? null, mapData: mapData ?? null } };
  const refused = success === false || String(code) === '0' || typeof Message === 'string';
  if (refused && answer.status < 500) return { kind: 'rejected', message: messageOf(message ?? Message ?? data, 'SIASN menolak perubahan ini') };
  return { kind: 'failed', reason: `HTTP_${answer.status}` };
}

const OUTCOMES = { found: 'ok', 'not-found': 'empty', auth: 'unauthorized', failed: 'error', rejected: 'rejected' } as const;

/** How a judged answer is logged: its outcome, and for failures what went wrong. */
export function verdictOf<J extends Judgement>(judgement: J): Verdict<J> {
  const errorCode = judgement.kind === 'auth' ? judgement.signal : judgement.kind === 'failed' ? judgement.reason : judgement.kind === 'rejected' ? 'REJECTED' : undefined;
  return { outcome: OUTCOMES[judgement.kind], errorCode, value: judgement };
}
