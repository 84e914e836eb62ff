import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LoanDetail } from '@/components/finance/loan-detail';
import { LoanHistory } from '@/components/finance/loan-history';
import { ProductCards } from '@/components/finance/product-cards';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { financeHandlers, loanView } from '../../msw/handlers/finance';
import { renderWithProviders } from '../render';

// The area's start page, the history with its status tags, and one application's status steps.

beforeAll(async () => {
  await import('@/components/finance/loan-steps');
}, 60_000);

const LOANS = [
  loanView({ id: '11111111-1111-4111-8111-111111111111', bank_application_id: 'BJ-2026-000003', status: 'A1', status_label: 'Review Dokumen' }),
  loanView({ id: '22222222-2222-4222-8222-222222222222', bank_application_id: 'BJ-2026-000002', status: 'A2', status_label: 'Dalam Proses', loan_type: 'KKB' }),
  loanView({ id: '33333333-3333-4333-8333-333333333333', bank_application_id: 'BJ-2026-000001', status: 'A3', status_label: 'Disetujui', loan_type: 'KMG' }),
];

function serve(loans = LOANS) {
  const { handlers, sent } = financeHandlers({ loans });
  server.use(...handlers);
  return sent;
}

const rowOf = (table: HTMLElement, bankId: string) => within(table).getByRole('link', { name: bankId }).closest('tr') as HTMLElement;

describe('the history', { timeout: 20_000 }, () => {
  it('tags A1 blue (processing), A2 gold and A3 green, with a link to each detail', async () => {
    serve();
    renderWithProviders(<LoanHistory />, { session: sessionFor('user'), path: '/layanan-keuangan/pengajuan' });
    const table = await screen.findByTestId('loan-history');
    await within(table).findByRole('link', { name: 'BJ-2026-000003' });
    const tags = ['BJ-2026-000003', 'BJ-2026-000002', 'BJ-2026-000001'].map((id) => rowOf(table, id).querySelector('[data-status]') as HTMLElement);
    expect(tags.map((t) => [t.dataset.status, t.textContent, t.className])).toEqual([
      ['A1', 'Review Dokumen', 'tag tag-processing'],
      ['A2', 'Dalam Proses', 'tag tag-gold'],
      ['A3', 'Disetujui', 'tag tag-green'],
    ]);
    expect(within(table).getByRole('link', { name: 'BJ-2026-000002' }).getAttribute('href')).toBe('/layanan-keuangan/pengajuan/22222222-2222-4222-8222-222222222222');
  });

  it('"Perbarui status" asks the bank for that row and shows the new status', async () => {
    const sent = serve();
    renderWithProviders(<LoanHistory />, { session: sessionFor('user'), path: '/layanan-keuangan/pengajuan' });
    const table = await screen.findByTestId('loan-history');
    const row = rowOf(table, (await within(table).findByRole('link', { name: 'BJ-2026-000003' })).textContent ?? '');
    fireEvent.click(within(row).getByRole('button', { name: 'Perbarui status BJ-2026-000003' }));
    await waitFor(() => expect(within(rowOf(table, 'BJ-2026-000003')).getByText('Dalam Proses')).toBeInTheDocument());
    expect(sent.refreshes).toEqual(['11111111-1111-4111-8111-111111111111']);
  });

  it('says so when there is none', async () => {
    serve([]);
    renderWithProviders(<LoanHistory />, { session: sessionFor('user'), path: '/layanan-keuangan/pengajuan' });
    expect(await screen.findByText('Anda belum pernah mengajukan pinjaman.')).toBeInTheDocument();
  });
});

describe('one application', { timeout: 20_000 }, () => {
  it('shows its figures and its place in the status steps', async () => {
    serve();
    renderWithProviders(<LoanDetail id="22222222-2222-4222-8222-222222222222" />, { session: sessionFor('user'), path: '/layanan-keuangan/pengajuan/22222222-2222-4222-8222-222222222222' });
    expect(await screen.findByRole('heading', { name: 'Detail Pengajuan BJ-2026-000002' })).toBeInTheDocument();
    const steps = await screen.findByTestId('status-steps');
    await waitFor(() => expect(steps.querySelector('.ant-steps-item-active')?.textContent).toContain('Dalam Proses'));
    expect(within(screen.getByTestId('loan-facts')).getByText('Rp 1.250.000')).toBeInTheDocument();
  });

  it("marks a salary the applicant declared instead of SIASN's gaji pokok", async () => {
    serve([loanView({ id: '55555555-5555-4555-8555-555555555555', bank_application_id: 'BJ-2026-000005', basic_salary: 117_000_000, basic_salary_source: 'declared' })]);
    renderWithProviders(<LoanDetail id="55555555-5555-4555-8555-555555555555" />, { session: sessionFor('user'), path: '/layanan-keuangan/pengajuan/55555555-5555-4555-8555-555555555555' });
    const facts = await screen.findByTestId('loan-facts');
    expect(within(facts).getByText('Rp 117.000.000 (dinyatakan pemohon, bukan gaji pokok SIASN)')).toBeInTheDocument();
  });

  it('is not found for an id the API does not give', async () => {
    serve();
    renderWithProviders(<LoanDetail id="44444444-4444-4444-8444-444444444444" />, { session: sessionFor('user'), path: '/layanan-keuangan/pengajuan/44444444-4444-4444-8444-444444444444' });
    expect(await screen.findByRole('heading', { name: 'Pengajuan tidak ditemukan' })).toBeInTheDocument();
  });
});

describe('the finance start page', { timeout: 20_000 }, () => {
  it('shows KPR, KMG and KKB with the bank\'s terms, Simulasi and Ajukan, and Pengajuan Saya', async () => {
    serve();
    renderWithProviders(<ProductCards />, { session: sessionFor('user'), path: '/layanan-keuangan' });
    const cards = await screen.findByTestId('product-cards');
    const kpr = within(cards).getByTestId('product-KPR');
    expect(within(kpr).getByText('7,50% per tahun')).toBeInTheDocument();
    expect(within(kpr).getByText('300 bulan')).toBeInTheDocument();
    expect(within(kpr).getByText('Rp 50.000.000 sampai Rp 1.500.000.000')).toBeInTheDocument();
    expect(within(kpr).getByRole('link', { name: 'Simulasi' }).getAttribute('href')).toBe('/helpdesk/layanan-keuangan/simulasi?jenis=KPR');
    expect(within(within(cards).getByTestId('product-KKB')).getByRole('link', { name: 'Ajukan' }).getAttribute('href')).toBe('/helpdesk/layanan-keuangan/pengajuan/baru?jenis=KKB');
    expect(screen.getByTestId('my-applications').getAttribute('href')).toBe('/helpdesk/layanan-keuangan/pengajuan');
  });
});
