import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { signInAgainOnUnauthorized } from '@/components/layout/go-to-sign-in';
import { setPageURL } from './page-url';

const answer = (status: number) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { code: 'UNAUTHENTICATED', message: 'Sesi berakhir' },
  });

describe('an API answer of 401 on an open page', () => {
  it('goes to sign in again, saying the session ended, with the page to come back to', () => {
    setPageURL('http://localhost:3000/helpdesk/tickets/4');
    signInAgainOnUnauthorized(answer(401));
    expect(window.location.pathname).toBe('/helpdesk/api/auth/signin');
    const params = new URLSearchParams(window.location.search);
    expect(params.get('error')).toBe('SessionEnded');
    expect(params.get('callbackUrl')).toBe('http://localhost:3000/helpdesk/tickets/4');
  });

  it('leaves other errors to the page', () => {
    setPageURL('http://localhost:3000/helpdesk/tickets/4');
    signInAgainOnUnauthorized(answer(403));
    expect(window.location.pathname).toBe('/helpdesk/tickets/4');
  });
});
