import { errors, type ErrorCode } from '@/locales/id/errors';

export interface FieldError {
  path: string;
  message: string;
}

/** A failure a service expects; the wrapper turns it into `{ code, message }` with its status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly status: number,
    message?: string,
    readonly fields?: FieldError[],
  ) {
    super(message ?? (errors as Record<string, string>)[code] ?? errors.INTERNAL_ERROR);
    this.name = 'AppError';
  }
}

export const badRequest = (message?: string, fields?: FieldError[]) =>
  new AppError('VALIDATION_ERROR', 400, message, fields);
export const unauthorized = () => new AppError('UNAUTHORIZED', 401);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', 403, message);
export const notFound = (message?: string) => new AppError('NOT_FOUND', 404, message);
export const conflict = (message?: string) => new AppError('CONFLICT', 409, message);
export const unavailable = () => new AppError('SERVICE_UNAVAILABLE', 503);
