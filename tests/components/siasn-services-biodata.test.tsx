import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BiodataSection } from '@/components/siasn/biodata-section';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { SIASN_NIP } from '../msw/handlers/siasn';
import { biodataApi } from '../msw/siasn-services-handlers';
import { renderWithProviders } from './render';

// The form is a chunk loaded on demand: loaded once here, outside the tests' time limits.
beforeAll(async () => {
  await import('@/components/siasn/biodata/biodata-form');
}, 60_000);

function open(nip: string | null = null, role: 'user' | 'admin' | 'agent' = 'user', api = biodataApi()) {
  server.use(...api.handlers);
  renderWithProviders(<BiodataSection nip={nip} />, { session: sessionFor(role) });
  return api;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Kirim perubahan' }));

describe('Ubah Biodata: the change form', { timeout: 20_000 }, () => {
  it('starts from SIASN values, with the 2x24 jam notice', async () => {
    open();
    expect(await screen.findByTestId('biodata-form')).toBeInTheDocument();
    expect(screen.getByTestId('biodata-notice').textContent).toBe('Perubahan data diterapkan oleh SIASN paling lambat 2x24 jam');
    expect(field('Nomor HP').value).toBe('081234567890');
    expect(field('Email pribadi').value).toBe('budi@jatimprov.go.id');
    // SIASN's empty date is no date.
    expect(field('Tanggal NPWP').value).toBe('');
    expect(field('Tanggal NPWP').placeholder).toBe('DD-MM-YYYY');
  });

  it("shows SIASN's value under each field and highlights the fields the person changed", async () => {
    open();
    await screen.findByTestId('biodata-form');
    const hp = screen.getByTestId('biodata-field-noHp');
    expect(hp.textContent).toContain('Di SIASN: 081234567890');
    expect(screen.getByTestId('biodata-field-tglNpwp').textContent).toContain('Di SIASN: (kosong)');
    expect(screen.queryAllByText(/Anda ubah/)).toHaveLength(0);
    type('Nomor HP', '081298765400');
    expect(hp.dataset.changed).toBe('true');
    expect(hp.textContent).toContain('Di SIASN: 081234567890 · Anda ubah');
    expect(screen.getByTestId('biodata-field-email').dataset.changed).toBeUndefined();
    // Back to SIASN's value (spaces aside): no longer marked.
    type('Nomor HP', ' 081234567890 ');
    expect(hp.dataset.changed).toBeUndefined();
    expect(screen.queryByText(/Anda ubah/)).toBeNull();
  });

  it('shows each value once: the changeable ones in the form only, the rest read-only', async () => {
    open();
    await screen.findByTestId('biodata-form');
    const facts = screen.getByTestId('biodata');
    for (const label of ['NIK', 'Tempat lahir', 'Agama']) expect(within(facts).getByText(label)).toBeInTheDocument();
    for (const label of ['Nomor HP', 'Email instansi', 'Alamat', 'NPWP']) expect(within(facts).queryByText(label)).toBeNull();
    expect(within(facts).queryByText('budi@jatimprov.go.id')).toBeNull();
  });

  it('validates with the shared schema and sends nothing while a field is wrong', async () => {
    const api = open();
    await screen.findByTestId('biodata-form');
    type('Nomor HP', '12345');
    type('Tanggal NPWP', '2026-01-31');
    submit();
    expect(await screen.findByText('Nomor HP diawali 08 atau +628')).toBeInTheDocument();
    expect(screen.getByText('Tanggal harus berformat DD-MM-YYYY')).toBeInTheDocument();
    expect(document.activeElement).toBe(field('Nomor HP'));
    expect(api.sent).toEqual([]);
  });

  it('says so when nothing changed, without sending', async () => {
    const api = open();
    await screen.findByTestId('biodata-form');
    type('Nomor HP', ' 081234567890 ');
    submit();
    expect((await screen.findByTestId('biodata-form-problem')).textContent).toBe('Belum ada data yang diubah.');
    expect(api.sent).toEqual([]);
  });

  it('posts only the changed fields (a cleared one as empty) and lists the new request as waiting', async () => {
    const api = open();
    await screen.findByTestId('biodata-form');
    type('Nomor HP', '081298765400');
    type('Tanggal NPWP', '15-03-2021');
    type('Nomor BPJS', '');
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({ path: '/siasn/ws/pns/biodata', body: { noHp: '081298765400', tglNpwp: '15-03-2021', bpjs: '' } });
    expect(await screen.findByText('Perubahan dikirim ke SIASN. Diterapkan paling lambat 2x24 jam.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('biodata-request')).toHaveLength(4));
    const newest = screen.getAllByTestId('biodata-request')[0];
    expect(newest.dataset.state).toBe('menunggu');
    expect(newest.textContent).toContain('Nomor HP: 081298765400');
    expect(newest.textContent).toContain('Nomor BPJS: (dikosongkan)');
  });

  it("shows SIASN's reason when it refuses (422)", async () => {
    const api = open(null, 'user', biodataApi({ reject: { status: 422, code: 'SIASN_REJECTED', message: 'Nomor HP sudah dipakai pegawai lain' } }));
    await screen.findByTestId('biodata-form');
    type('Nomor HP', '081298765400');
    submit();
    expect((await screen.findByTestId('biodata-refusal')).textContent).toBe('SIASN menolak: Nomor HP sudah dipakai pegawai lain');
    expect(api.sent).toHaveLength(1);
  });

  it('lets an admin change another NIP through the admin route', async () => {
    // The admin's own NIP is another (tests/msw/handlers/auth.ts).
    const api = open(SIASN_NIP, 'admin');
    await screen.findByTestId('biodata-form');
    type('Email instansi', 'baru@jatimprov.go.id');
    submit();
    await waitFor(() => expect(api.sent).toEqual([{ path: `/siasn/ws/admin/${SIASN_NIP}/biodata`, body: { emailGov: 'baru@jatimprov.go.id' } }]));
  });

  it('shows no form to an agent reading someone else’s record, only every value read-only', async () => {
    open(SIASN_NIP, 'agent');
    expect(await screen.findByText('Biodata di SIASN')).toBeInTheDocument();
    expect(within(screen.getByTestId('biodata')).getByText('Nomor HP')).toBeInTheDocument();
    expect(screen.queryByTestId('biodata-notice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kirim perubahan' })).toBeNull();
  });
});

describe('Ubah Biodata: the requests and their state', { timeout: 20_000 }, () => {
  it('tags each request: waiting blue, applied green, late red, with the changes and the date', async () => {
    open();
    await waitFor(() => expect(screen.getAllByTestId('biodata-request')).toHaveLength(3));
    const [waiting, applied, late] = screen.getAllByTestId('biodata-request');
    expect(within(waiting).getByText('Menunggu penerapan SIASN').className).toContain('tag-processing');
    expect(within(applied).getByText('Sudah diterapkan').className).toContain('tag-green');
    expect(within(late).getByText('Belum diterapkan setelah 2x24 jam').className).toContain('tag-red');
    expect(waiting.textContent).toContain('Nomor HP: 081298765432');
    expect(waiting.textContent).toContain('Dikirim 26 November 2026 09.00');
    expect(applied.textContent).toContain('Alamat: Jl. Pahlawan No. 110, Surabaya');
    expect(late.textContent).toContain('Nomor telepon: (dikosongkan)');
  });
});
