import { securityText } from '@/locales/id/security';
import { AppError } from './errors';

/** A refusal to try again later: the responder sends the seconds as `Retry-After`. */
export class RetryAfterError extends AppError {
  constructor(code: string, status: number, message: string, readonly retryAfterSeconds: number) {
    super(code, status, message);
  }
}

/** 429 with the seconds until the window ends. */
export class RateLimitedError extends RetryAfterError {
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', 429, securityText.rateLimited(retryAfterSeconds), retryAfterSeconds);
  }
}
