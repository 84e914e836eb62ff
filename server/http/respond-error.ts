import type { NextApiResponse } from 'next';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { errors } from '@/locales/id/errors';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '@/server/db/sql-helpers';
import { AppError, badRequest, unavailable } from './errors';
import { RetryAfterError } from './rate-limited-error';

// Errors that mean "the database is not reachable right now", not "this request is wrong";
// 57014 is a statement cancelled by statement_timeout (an overloaded database).
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57014', '57P01', '57P02', '57P03', '08006', '08001']);

function isDatabaseDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
  return (code !== undefined && UNAVAILABLE_CODES.has(code)) || /Connection terminated|timeout exceeded when trying to connect/i.test(error.message);
}

// A valid session whose user row was deleted: any write that stores the actor then breaks the
// foreign key to users. That is a stale sign-in (401), found without a query per request.
function isSessionUserGone(error: unknown): boolean {
  if (pgErrorCode(error) !== FOREIGN_KEY_VIOLATION) return false;
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const detail: unknown = Reflect.get(e, 'detail');
    if (typeof detail === 'string') return detail.includes('is not present in table "users"');
  }
  return false;
}

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return badRequest(
      undefined,
      error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  if (isDatabaseDown(error)) return unavailable();
  if (isSessionUserGone(error)) return new AppError('SESSION_USER_GONE', 401);
  return null;
}

/** The one place that turns a thrown error into a response; a 5xx never carries internals. */
export function respondError(res: NextApiResponse, error: unknown, log: Logger): void {
  const appError = toAppError(error);
  if (!appError) {
    log.error({ err: error }, 'unhandled error');
    res.status(500).json({ code: 'INTERNAL_ERROR', message: errors.INTERNAL_ERROR });
    return;
  }
  if (appError.status >= 500) log.warn({ err: error }, appError.code);
  if (appError instanceof RetryAfterError) res.setHeader('Retry-After', String(appError.retryAfterSeconds));
  const body = { code: appError.code, message: appError.message, ...(appError.fields ? { fields: appError.fields } : {}) };
  res.status(appError.status).json(body);
}
