import { securityText } from '@/locales/id/security';
import { AppError } from './errors';

/** 429 with the seconds until the window ends; the responder sends them as `Retry-After`. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 429, securityText.rateLimited(retryAfterSeconds));
  }
}
