import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CallLogView } from '@/components/siasn-logs/call-log-view';
import { chartData } from '@/components/siasn-logs/monthly-panel';
import type { LogPage, SiasnCallLogRow } from '@/utils/schemas/siasn-logs';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';
import { chooseOption } from '../tickets/select-option';

const ROWS: SiasnCallLogRow[] = [
  { id: 9, at: '2026-03-01T02:30:00.000Z', method: 'GET', path: '/apisiasn/1.0/pns/data-utama/199001012020121001', status: null, outcome: 'timeout', duration_ms: 5000, error_code: 'SIASN_TIMEOUT', user: { id: 7, name: 'Siti Rahmawati', username: 'siti' } },
  { id: 8, at: '2026-03-01T02:29:00.000Z', method: 'POST', path: '/oauth2/token', status: 200, outcome: 'ok', duration_ms: 80, error_code: null, user: null },
];

function serve() {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('*/helpdesk/api/logs/siasn-calls', ({ request }) => {
      const url = new URL(request.url);
      queries.push(Object.fromEntries(url.searchParams));
      const body: LogPage<SiasnCallLogRow> = { rows: ROWS, total: 2, page: 1, limit: 20 };
      return HttpResponse.json(body);
    }),
    http.get('*/helpdesk/api/siasn/ws/token', () =>
      HttpResponse.json({
        wso2: { held: true, issuedAt: '2026-03-01T01:00:00.000Z', expiresAt: '2026-03-01T02:00:00.000Z', lastRefreshAt: null, lastError: null, lastErrorAt: null },
        sso: { held: false, issuedAt: null, expiresAt: null, lastRefreshAt: null, lastError: null, lastErrorAt: null },
      }),
    ),
  );
  return queries;
}

describe('SIASN call log page', () => {
  it('shows the heading, the token card and the calls, and filters by outcome and method', async () => {
    const queries = serve();
    renderWithProviders(<CallLogView />, { session: sessionFor('admin'), path: '/logs/siasn-calls' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log Panggilan SIASN' })).toBeInTheDocument();
    expect(await screen.findByTestId('token-wso2')).toBeInTheDocument();
    const log = await screen.findByTestId('siasn-call-log');
    const row = (await within(log).findByText(ROWS[0].path)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Waktu habis').closest('[data-outcome]')?.getAttribute('data-outcome')).toBe('timeout');
    expect(within(row).getByText('Tanpa jawaban')).toBeInTheDocument();

    await chooseOption('Hasil', 'Token ditolak');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '20', outcome: 'unauthorized' }));
    await chooseOption('Metode', 'POST');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '20', outcome: 'unauthorized', method: 'POST' }));
  });
});

describe('monthly chart data', () => {
  it('gives twelve months with a count per service, zero where none', () => {
    const { data, series } = chartData({
      year: 2026,
      months: [
        { month: '2026-01', service: 'jabatan', count: 3 },
        { month: '2026-03', service: 'biodata', count: 1 },
        { month: '2026-03', service: 'jabatan', count: 2 },
      ],
    });
    expect(series.map((s) => [s.key, s.name])).toEqual([
      ['biodata', 'Biodata'],
      ['jabatan', 'Riwayat Jabatan'],
    ]);
    expect(data).toHaveLength(12);
    expect(data[0]).toEqual({ label: 'Jan', biodata: 0, jabatan: 3 });
    expect(data[2]).toEqual({ label: 'Mar', biodata: 1, jabatan: 2 });
    expect(data[11]).toEqual({ label: 'Des', biodata: 0, jabatan: 0 });
  });
});
