import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TokenStateCard } from '@/components/siasn-logs/token-state-card';
import type { SiasnTokenStates } from '@/utils/schemas/siasn-logs';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const STATES: SiasnTokenStates = {
  wso2: {
    held: true,
    issuedAt: '2026-03-01T01:00:00.000Z',
    expiresAt: '2026-03-01T02:00:00.000Z',
    lastRefreshAt: '2026-03-01T01:00:00.000Z',
    lastError: null,
    lastErrorAt: null,
  },
  sso: {
    held: false,
    issuedAt: null,
    expiresAt: null,
    lastRefreshAt: null,
    lastError: 'SIASN_TIMEOUT',
    lastErrorAt: '2026-03-01T03:15:00.000Z',
  },
};

const serve = (body: SiasnTokenStates | null, status = 200) =>
  server.use(http.get('*/helpdesk/api/siasn/ws/token', () => (body ? HttpResponse.json(body) : HttpResponse.json({ code: 'SIASN_ERROR', message: 'SIASN tidak dapat dihubungi.' }, { status }))));

/** The value of the fact labelled `label` in a token's block. */
const fact = (block: HTMLElement, label: string) => within(block).getByText(label).nextElementSibling?.textContent;

describe('TokenStateCard', () => {
  it('shows when each token was issued, expires and was refreshed, in WIB and Indonesian', async () => {
    serve(STATES);
    renderWithProviders(<TokenStateCard />, { session: sessionFor('admin'), path: '/logs/siasn-calls' });
    const wso2 = await screen.findByTestId('token-wso2');
    expect(within(wso2).getByText('Token WSO2')).toBeInTheDocument();
    expect(within(wso2).getByText('Tersimpan')).toBeInTheDocument();
    expect(fact(wso2, 'Diterbitkan')).toBe('01 Maret 2026 08:00');
    expect(fact(wso2, 'Kedaluwarsa')).toBe('01 Maret 2026 09:00');
    expect(fact(wso2, 'Pembaruan terakhir')).toBe('01 Maret 2026 08:00');
    expect(fact(wso2, 'Galat terakhir')).toBe('Tidak ada');
  });

  it('shows a token never issued and its last error with the time', async () => {
    serve(STATES);
    renderWithProviders(<TokenStateCard />, { session: sessionFor('admin'), path: '/logs/siasn-calls' });
    const sso = await screen.findByTestId('token-sso');
    expect(within(sso).getByText('Tidak ada')).toBeInTheDocument();
    expect(fact(sso, 'Diterbitkan')).toBe('Belum pernah');
    expect(fact(sso, 'Kedaluwarsa')).toBe('Belum pernah');
    expect(fact(sso, 'Galat terakhir')).toBe('SIASN_TIMEOUT (01 Maret 2026 10:15)');
  });

  it("says when the state cannot be loaded, in the API's words", async () => {
    serve(null, 502);
    renderWithProviders(<TokenStateCard />, { session: sessionFor('admin'), path: '/logs/siasn-calls' });
    const failed = await screen.findByTestId('log-load-failed');
    expect(failed.textContent).toContain('Status token tidak dapat dimuat');
    expect(failed.textContent).toContain('SIASN tidak dapat dihubungi.');
    await waitFor(() => expect(within(failed).getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument());
  });
});
