import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BankCallLogView } from '@/components/bank-logs/bank-call-log-view';
import type { BankCallLogRow } from '@/utils/schemas/bank';
import type { LogPage } from '@/utils/schemas/siasn-logs';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';
import { chooseOption } from '../tickets/select-option';

const NIP = '199001012020121001';
const ROWS: BankCallLogRow[] = [
  { id: 31, at: '2026-11-27T03:05:00.000Z', method: 'GET', path: '/applications/BJ-2026-000007', status: null, outcome: 'timeout', duration_ms: 10_000, nip: NIP, loan_type: 'KPR', error_code: 'BANK_TIMEOUT' },
  { id: 30, at: '2026-11-27T03:04:00.000Z', method: 'POST', path: '/simulations', status: 422, outcome: 'rejected', duration_ms: 15, nip: null, loan_type: 'KKB', error_code: 'TENOR_TOO_LONG' },
];

function serve(total = 2) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('*/helpdesk/api/layanan-keuangan/logs', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      const body: LogPage<BankCallLogRow> = { rows: ROWS, total, page: 1, limit: 20 };
      return HttpResponse.json(body);
    }),
  );
  return queries;
}

describe('bank call log page', () => {
  it('shows the heading and the calls with outcome, NIP and loan type, and no user column', async () => {
    serve();
    renderWithProviders(<BankCallLogView />, { session: sessionFor('admin'), path: '/layanan-keuangan/logs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log Panggilan Bank' })).toBeInTheDocument();
    const log = await screen.findByTestId('bank-call-log');
    const timeout = (await within(log).findByText(ROWS[0].path)).closest('tr') as HTMLElement;
    expect(within(log).getByText('2 panggilan')).toBeInTheDocument();
    expect(within(timeout).getByText('Waktu habis').closest('[data-outcome]')?.getAttribute('data-outcome')).toBe('timeout');
    expect(within(timeout).getByText('Tanpa jawaban')).toBeInTheDocument();
    expect(within(timeout).getByText(NIP)).toBeInTheDocument();
    expect(within(log).queryByRole('columnheader', { name: 'Pengguna' })).toBeNull();
    const rejected = within(log).getByText('/simulations').closest('tr') as HTMLElement;
    expect(within(rejected).getByText('Ditolak bank')).toBeInTheDocument();
    expect(within(rejected).getByText('TENOR_TOO_LONG')).toBeInTheDocument();
    expect(within(rejected).getByText('KKB')).toBeInTheDocument();
  });

  it('filters by outcome from page 1, and clears the filter', async () => {
    const queries = serve();
    renderWithProviders(<BankCallLogView />, { session: sessionFor('admin'), path: '/layanan-keuangan/logs' });
    await screen.findByText(ROWS[0].path);
    expect(queries.at(-1)).toEqual({ page: '1', limit: '20' });
    await chooseOption('Hasil', 'Kunci ditolak');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '20', outcome: 'unauthorized' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus saringan' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '20' }));
  });

  it("shows the API's message and a retry when the log cannot be loaded", async () => {
    server.use(http.get('*/helpdesk/api/layanan-keuangan/logs', () => HttpResponse.json({ code: 'FORBIDDEN', message: 'Anda tidak memiliki akses' }, { status: 403 })));
    renderWithProviders(<BankCallLogView />, { session: sessionFor('admin'), path: '/layanan-keuangan/logs' });
    const failed = await screen.findByTestId('log-load-failed');
    expect(within(failed).getByText(/Anda tidak memiliki akses/)).toBeInTheDocument();
  });
});
