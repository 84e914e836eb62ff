import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SimulationView } from '@/components/finance/simulation-view';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { apiError, financeHandlers } from '../../msw/handlers/finance';
import { renderWithProviders } from '../render';

// /layanan-keuangan/simulasi (docs/public-finance.md section 6): the form, the bank's answer in IDR, its errors.

function renderSimulation(options: Parameters<typeof financeHandlers>[0] = {}, path = '/layanan-keuangan/simulasi?jenis=KMG') {
  const { handlers, sent } = financeHandlers(options);
  server.use(...handlers);
  renderWithProviders(<SimulationView />, { session: sessionFor('user'), path });
  return sent;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fill({ salary = '5000000', tenor = '24', region = '3578', amount = '' } = {}) {
  type('Gaji pokok (Rp)', salary);
  type('Tenor (bulan)', tenor);
  fireEvent.change(screen.getByLabelText('Kabupaten/kota'), { target: { value: region } });
  if (amount) type('Jumlah pinjaman (Rp, opsional)', amount);
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Hitung' }));

describe('the simulation', { timeout: 20_000 }, () => {
  it('offers the 38 regencies and cities of the catalogue and takes the loan type from ?jenis', () => {
    renderSimulation();
    const region = screen.getByLabelText('Kabupaten/kota');
    const codes = within(region).getAllByRole('option').map((o) => (o as HTMLOptionElement).value).filter(Boolean);
    expect(codes).toHaveLength(38);
    expect(codes).toContain('3529');
    expect(codes).toContain('3579');
    expect(within(region).getByRole('option', { name: 'Kota Surabaya' })).toBeInTheDocument();
    expect((screen.getByLabelText('Jenis pinjaman') as HTMLSelectElement).value).toBe('KMG');
  });

  it('sends whole numbers and shows maximum, instalment, rate, fees and total in IDR without decimals', async () => {
    const sent = renderSimulation();
    fill({ salary: '5.000.000', amount: '100000000' });
    // Each typed amount is read back as rupiah under its field.
    expect(screen.getByText('Rp 5.000.000')).toBeInTheDocument();
    expect(screen.getByText('Rp 100.000.000')).toBeInTheDocument();
    submit();
    const result = await screen.findByTestId('simulation-result');
    expect(sent.simulations).toEqual([{ loan_type: 'KMG', basic_salary: 5_000_000, tenor_months: 24, region_code: '3578', amount: 100_000_000 }]);
    for (const text of ['Rp 212.800.000', 'Rp 1.250.000', '7,50% per tahun', 'Rp 2.250.000', 'Rp 30.000.000']) expect(within(result).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(result).queryByText(/Rp [\d.]+,\d/)).toBeNull();
    const link = screen.getByRole('link', { name: 'Ajukan dengan angka ini' });
    expect(link.getAttribute('href')).toBe('/helpdesk/layanan-keuangan/pengajuan/baru?jenis=KMG&gaji=5000000&tenor=24&wilayah=3578&jumlah=100000000');
  });

  it('pages the schedule: 12 months at a time', async () => {
    renderSimulation();
    fill({ tenor: '30' });
    submit();
    const schedule = await screen.findByTestId('schedule');
    const months = () => within(schedule).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);
    expect(months()).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    fireEvent.click(within(schedule).getByRole('button', { name: 'Halaman 3' }));
    expect(months()).toEqual(['25', '26', '27', '28', '29', '30']);
  });

  it('checks the fields before asking the bank', async () => {
    const sent = renderSimulation({}, '/layanan-keuangan/simulasi');
    fill({ salary: '500000', tenor: '301', region: '' });
    submit();
    expect(await screen.findByText('Gaji pokok paling sedikit 1.000.000')).toBeInTheDocument();
    expect(screen.getByText('Tenor paling lama 300 bulan')).toBeInTheDocument();
    expect(screen.getByText('Jenis pinjaman harus KPR, KMG atau KKB')).toBeInTheDocument();
    expect(sent.simulations).toHaveLength(0);
  });

  it('shows the bank\'s objection (422) and its unavailability (502) clearly', async () => {
    let answer = apiError(422, 'AMOUNT_TOO_HIGH', 'Jumlah pinjaman melebihi plafon maksimal Rp 212.800.000.');
    renderSimulation({ simulate: () => answer.clone() });
    fill({ amount: '900000000' });
    submit();
    expect((await screen.findByTestId('simulation-error')).textContent).toBe('Simulasi gagal: Jumlah pinjaman melebihi plafon maksimal Rp 212.800.000.');
    expect(screen.queryByTestId('simulation-result')).toBeNull();
    answer = apiError(502, 'BANK_ERROR', 'Layanan bank sedang tidak dapat dihubungi. Coba lagi beberapa saat lagi.');
    submit();
    await waitFor(() => expect(screen.getByTestId('simulation-error').textContent).toContain('Layanan bank sedang tidak dapat dihubungi'));
  });

  it('fills gaji pokok and region from SIASN, both changeable, and keeps what was typed first', async () => {
    const sent = renderSimulation();
    type('Tenor (bulan)', '24');
    await waitFor(() => expect((screen.getByLabelText('Gaji pokok (Rp)') as HTMLInputElement).value).toBe('4500000'));
    expect((screen.getByLabelText('Kabupaten/kota') as HTMLSelectElement).value).toBe('3578');
    expect(screen.getByTestId('simulation-prefilled').textContent).toContain('diisi dari data SIASN Anda');
    type('Gaji pokok (Rp)', '6000000');
    submit();
    await screen.findByTestId('simulation-result');
    expect(sent.simulations).toEqual([{ loan_type: 'KMG', basic_salary: 6_000_000, tenor_months: 24, region_code: '3578' }]);
    // The partner bank is named, with the documents it will review for this loan type.
    const documents = screen.getByTestId('bank-documents');
    expect(within(documents).getByRole('heading', { name: 'Dokumen yang akan ditinjau Bank Jatim' })).toBeInTheDocument();
    expect(within(documents).getByText('Surat kuasa pemotongan gaji dari bendahara gaji')).toBeInTheDocument();
  });

  it('leaves the fields empty for someone SIASN does not know', async () => {
    renderSimulation({ applicant: apiError(403, 'NOT_ASN', 'Bukan ASN') });
    type('Tenor (bulan)', '24');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((screen.getByLabelText('Gaji pokok (Rp)') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('simulation-prefilled')).toBeNull();
  });
});

