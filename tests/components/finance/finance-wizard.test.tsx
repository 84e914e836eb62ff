import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ApplicationNewView } from '@/components/finance/application-new-view';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { APPLICANT, apiError, financeHandlers } from '../../msw/handlers/finance';
import { renderWithProviders } from '../render';

// /layanan-keuangan/pengajuan/baru (docs/public-finance.md section 6): Data Pinjaman -> Konfirmasi -> Terkirim.

// The steps bar (antd Steps) is a chunk loaded on demand: loaded once here.
beforeAll(async () => {
  await import('@/components/finance/loan-steps');
}, 60_000);

function renderWizard(options: Parameters<typeof financeHandlers>[0] = {}, path = '/layanan-keuangan/pengajuan/baru?jenis=KPR') {
  const { handlers, sent } = financeHandlers(options);
  server.use(...handlers);
  renderWithProviders(<ApplicationNewView />, { session: sessionFor('user'), path });
  return sent;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fact = (list: HTMLElement, label: string) => within(list).getByText(label).nextElementSibling?.textContent;
const currentStep = () => screen.getByTestId('wizard-steps').querySelector('[aria-current="step"], .ant-steps-item-active')?.textContent;

async function fillLoan() {
  await screen.findByTestId('wizard-loan');
  type('Jumlah pinjaman (Rp)', '100000000');
  type('Tenor (bulan)', '120');
  fireEvent.change(screen.getByLabelText('Kabupaten/kota'), { target: { value: '3578' } });
}

describe('the application wizard', { timeout: 30_000 }, () => {
  it('step 1 shows the SIASN data read-only, the salary prefilled, and the simulated instalment live', async () => {
    const sent = renderWizard();
    await fillLoan();
    const applicant = screen.getByTestId('applicant');
    expect(fact(applicant, 'Nama')).toBe('dr. Budi Santoso, M.Kes.');
    expect(fact(applicant, 'NIP')).toBe(APPLICANT.nip);
    expect(fact(applicant, 'Unit kerja')).toBe('Dinas Kesehatan');
    expect(fact(applicant, 'Golongan - pangkat')).toBe('III/c - Penata');
    expect(within(applicant).queryByRole('textbox')).toBeNull();
    expect((screen.getByLabelText('Gaji pokok (Rp)') as HTMLInputElement).value).toBe('4500000');
    expect((screen.getByLabelText('Jenis pinjaman') as HTMLSelectElement).value).toBe('KPR');
    await waitFor(() => expect(screen.getByTestId('loan-estimate').textContent).toContain('Rp 1.250.000'), { timeout: 3000 });
    expect(sent.simulations.at(-1)).toEqual({ loan_type: 'KPR', basic_salary: 4_500_000, tenor_months: 120, region_code: '3578', amount: 100_000_000 });
    await waitFor(() => expect(currentStep()).toContain('Data Pinjaman'));
  });

  it('walks through confirmation (consent required) to Terkirim with the bank\'s number and A1', async () => {
    const sent = renderWizard();
    await fillLoan();
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    const confirm = await screen.findByTestId('wizard-confirm');
    await waitFor(() => expect(currentStep()).toContain('Konfirmasi'));
    expect(fact(within(confirm).getByTestId('applicant'), 'Nama')).toBe('dr. Budi Santoso, M.Kes.');
    const loan = within(confirm).getByTestId('confirm-loan');
    expect(fact(loan, 'Jumlah')).toBe('Rp 100.000.000');
    expect(fact(loan, 'Tenor')).toBe('120 bulan');
    expect(fact(loan, 'Kabupaten/kota')).toBe('Kota Surabaya');
    await waitFor(() => expect(fact(loan, 'Angsuran per bulan')).toBe('Rp 1.250.000'));
    expect(await within(confirm).findByTestId('terms-KPR')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    expect(await screen.findByText('Centang persetujuan untuk mengirim pengajuan.')).toBeInTheDocument();
    expect(sent.applications).toHaveLength(0);

    fireEvent.click(screen.getByTestId('consent'));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    const done = await screen.findByTestId('wizard-sent');
    expect(within(done).getByTestId('bank-number').textContent).toBe('BJ-2026-000002');
    const tag = within(done).getByText('Review Dokumen');
    expect(tag.dataset.status).toBe('A1');
    expect(tag.className).toContain('tag-processing');
    await waitFor(() => expect(currentStep()).toContain('Terkirim'));
    // Only the loan and whose NIP: the name, unit and rank are the server's to read from SIASN.
    // The reference is the wizard's own id, the same on every try (a retry files nothing twice).
    expect(sent.applications).toEqual([{ nip: APPLICANT.nip, loan_type: 'KPR', basic_salary: 4_500_000, tenor_months: 120, region_code: '3578', amount: 100_000_000, reference: expect.stringMatching(UUID) }]);
    // The instalment is asked with the terms only, once for both steps.
    expect(sent.simulations).toEqual([{ loan_type: 'KPR', basic_salary: 4_500_000, tenor_months: 120, region_code: '3578', amount: 100_000_000 }]);
  });

  it('requires an amount and keeps the tenor within 1-300 months', async () => {
    renderWizard();
    await screen.findByTestId('wizard-loan');
    type('Tenor (bulan)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findByText('Tenor paling sedikit 1 bulan')).toBeInTheDocument();
    expect(screen.getByText('Jumlah pinjaman harus berupa angka')).toBeInTheDocument();
    expect(screen.queryByTestId('wizard-confirm')).toBeNull();
  });

  it('shows a failed submission in the bank\'s words, stays on the confirmation, and sends the same reference again', async () => {
    const sent = renderWizard();
    await fillLoan();
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await screen.findByTestId('wizard-confirm');
    const refused: { reference?: string }[] = [];
    server.use(
      http.post('*/helpdesk/api/layanan-keuangan/pengajuan', async ({ request }) => {
        refused.push((await request.json()) as { reference?: string });
        return apiError(502, 'BANK_ERROR', 'Layanan bank sedang tidak dapat dihubungi. Coba lagi beberapa saat lagi.');
      }, { once: true }),
    );
    fireEvent.click(screen.getByTestId('consent'));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    expect((await screen.findByTestId('send-error')).textContent).toBe('Pengajuan tidak terkirim: Layanan bank sedang tidak dapat dihubungi. Coba lagi beberapa saat lagi.');
    expect(screen.queryByTestId('wizard-sent')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    await screen.findByTestId('wizard-sent');
    expect(refused[0].reference).toMatch(UUID);
    expect(sent.applications).toEqual([expect.objectContaining({ reference: refused[0].reference })]);
  });
});

describe('an account that cannot apply', { timeout: 20_000 }, () => {
  it.each([
    ['no NIP', 'NO_NIP', 'Akun Anda tidak memiliki NIP'],
    ['a NIP unknown to SIASN', 'NOT_ASN', 'NIP akun Anda tidak ditemukan di SIASN'],
  ])('%s sees why instead of the form, and the way to the simulation', async (_name, code, text) => {
    renderWizard({ applicant: apiError(403, code, 'Layanan ini hanya untuk ASN yang datanya tercatat di SIASN.') });
    expect((await screen.findByTestId('not-asn')).textContent).toContain(text);
    expect(screen.getByRole('heading', { name: 'Pengajuan hanya untuk ASN' })).toBeInTheDocument();
    expect(screen.queryByTestId('wizard-loan')).toBeNull();
    expect(screen.getByRole('link', { name: 'Simulasi' }).getAttribute('href')).toBe('/helpdesk/layanan-keuangan/simulasi');
  });
});
