import { describe, expect, it } from 'vitest';
import { retryUnlessClientError } from '@/hooks/retry-policy';

const apiError = (status?: number) => ({ isAxiosError: true, response: status === undefined ? undefined : { status } });

describe('retryUnlessClientError (react-query retry rule of _app)', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i', (status) => {
    expect(retryUnlessClientError(0, apiError(status))).toBe(false);
  });

  it('retries a 5xx or a network failure once', () => {
    expect(retryUnlessClientError(0, apiError(503))).toBe(true);
    expect(retryUnlessClientError(1, apiError(503))).toBe(false);
    expect(retryUnlessClientError(0, apiError())).toBe(true);
    expect(retryUnlessClientError(0, new Error('chunk load failed'))).toBe(true);
  });
});
