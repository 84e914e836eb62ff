import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UsulanSection } from '@/components/siasn/usulan-section';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { SIASN_NIP } from '../msw/handlers/siasn';
import { gelarApi, SENT_BACK_ROWS, USULAN_ROWS, usulanApi } from '../msw/siasn-services-handlers';
import { renderWithProviders } from './render';

// The drawer (antd Drawer, Upload, Progress) is a chunk loaded on demand: loaded once here.
beforeAll(async () => {
  await import('@/components/siasn/usulan/usulan-drawer');
  await import('@/components/siasn/usulan/resend-drawer');
}, 60_000);

function open(nip: string | null = null, role: 'user' | 'admin' | 'agent' = 'user', api = usulanApi()) {
  server.use(...api.handlers, ...gelarApi().handlers);
  renderWithProviders(<UsulanSection nip={nip} />, { session: sessionFor(role) });
  return api;
}

const rows = () => screen.getAllByTestId('usulan-row');
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const pdf = (name = 'ijazah.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const drawer = () => screen.getByTestId('usulan-form');
const fileInput = () => drawer().querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('Usulan SIASN inbox', { timeout: 20_000 }, () => {
  it('has a tab for all and one per service, and reads the service of the tab', async () => {
    const api = open();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Semua', 'Kenaikan Pangkat', 'Perbaikan Nama', 'Pemberhentian', 'Pencantuman Gelar', 'Penyesuaian Masa Kerja']);
    tab('Perbaikan Nama');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((r) => r.dataset.service)).toEqual(['2', '2']);
    expect(api.queries.at(-1)).toEqual({ jenis_layanan: 'perbaikan-nama' });
    tab('Pemberhentian');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Belum ada usulan Pemberhentian di SIASN');
  });

  it('colours the status by its code: 22 yellow, 32 green, refusals red, in progress blue, with its meaning, dates and note', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(5));
    const status = (row: HTMLElement) => within(row).getByTestId('usulan-status');
    const [sk, pertek, validasi, input, tms] = rows();
    expect(status(sk).className).toContain('tag-green');
    expect(status(pertek).className).toContain('tag-yellow');
    expect(status(validasi).className).toContain('tag-red');
    expect(status(input).className).toContain('tag-blue');
    expect(status(tms).className).toContain('tag-red');
    expect(status(validasi).textContent).toBe('Validasi Usulan - Tidak Memenuhi Syarat');
    expect(validasi.textContent).toContain('Sebelumnya disetujui, lalu masuk kotak masuk BKD.');
    expect(validasi.textContent).toContain('Diusulkan 2 Mei 2026');
    expect(validasi.textContent).toContain('Catatan: Dokumen pendukung tidak sesuai dengan data SIASN');
    expect(input.textContent).toContain('Masih di instansi, pada menu input usulan.');
    expect(within(sk).getByText('Pencantuman Gelar')).toBeInTheDocument();
  });

  it('asks for the NIP of a staff lookup, and offers no proposal to an agent there', async () => {
    const api = open(SIASN_NIP, 'agent');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(api.queries[0]).toEqual({ nip: SIASN_NIP });
    expect(screen.queryByRole('button', { name: 'Ajukan usulan' })).toBeNull();
  });

  it('links the own inbox to the Gelar page', async () => {
    open();
    expect((await screen.findByRole('link', { name: 'Atur gelar pada nama' })).getAttribute('href')).toBe('/pemutakhiran-data/gelar');
  });
});

describe('Ajukan usulan drawer', { timeout: 20_000 }, () => {
  it('refuses a document that is not a PDF or is larger than 5 MB, before sending', async () => {
    const api = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajukan usulan' }));
    await screen.findByTestId('usulan-form');
    fireEvent.change(fileInput(), { target: { files: [new File(['hello'], 'foto.png', { type: 'image/png' })] } });
    expect(await within(drawer()).findByText('Dokumen harus berupa berkas PDF.')).toBeInTheDocument();
    const big = pdf('besar.pdf', 16);
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(await within(drawer()).findByText('Ukuran dokumen paling besar 5 MB.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Nama baru (tanpa gelar)'), { target: { value: 'Budi Santosa' } });
    fireEvent.change(screen.getByLabelText('Keterangan'), { target: { value: 'Salah ketik pada SK CPNS' } });
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Kirim usulan' }));
    expect(await within(drawer()).findByText('Ukuran dokumen paling besar 5 MB.')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('sends a name correction as multipart with a visible progress bar, then lists it as Input Berkas', async () => {
    let release = () => {};
    const api = open(null, 'user', usulanApi({ gate: new Promise<void>((done) => (release = done)) }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan usulan' }));
    await screen.findByTestId('usulan-form');
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Kirim usulan' }));
    expect(await within(drawer()).findByText('Lampirkan dokumen PDF.')).toBeInTheDocument();
    expect(within(drawer()).getAllByText('Wajib diisi')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Nama baru (tanpa gelar)'), { target: { value: 'Budi Santosa' } });
    fireEvent.change(screen.getByLabelText('Keterangan'), { target: { value: 'Salah ketik pada SK CPNS' } });
    fireEvent.change(fileInput(), { target: { files: [pdf('akta.pdf')] } });
    expect(await within(drawer()).findByText('akta.pdf')).toBeInTheDocument();
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Kirim usulan' }));

    const bar = await screen.findByTestId('upload-progress');
    expect(bar.style.display).not.toBe('none');
    expect(within(bar).getByRole('progressbar').getAttribute('aria-valuenow')).toMatch(/^\d+$/);
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      path: '/siasn/ws/pns/usulan',
      fields: { jenis: 'perbaikan-nama', nama: 'Budi Santosa', keterangan: 'Salah ketik pada SK CPNS' },
      file: { name: 'akta.pdf', type: 'application/pdf', size: 2048 },
    });
    release();
    expect(await screen.findByText('Usulan dikirim ke SIASN')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(within(rows()[0]).getByTestId('usulan-status').textContent).toBe('Input Berkas');
    expect(rows()[0].textContent).toContain('Perbaikan Nama');
  });

  it('fills a degree inclusion from the Gelar preview', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajukan usulan' }));
    await screen.findByTestId('usulan-form');
    fireEvent.change(screen.getByLabelText('Jenis usulan'), { target: { value: 'pencantuman-gelar' } });
    await waitFor(() => expect((screen.getByLabelText('Gelar belakang') as HTMLInputElement).value).toBe('S.Kom.'));
    expect(within(drawer()).getByText('Dokumen: Ijazah (PDF, paling besar 5 MB)')).toBeInTheDocument();
  });

  it("shows SIASN's reason when it refuses the proposal", async () => {
    open(null, 'user', usulanApi({ reject: { status: 422, code: 'SIASN_REJECTED', message: 'Usulan serupa masih diproses' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ajukan usulan' }));
    await screen.findByTestId('usulan-form');
    fireEvent.change(screen.getByLabelText('Nama baru (tanpa gelar)'), { target: { value: 'Budi Santosa' } });
    fireEvent.change(screen.getByLabelText('Keterangan'), { target: { value: 'Salah ketik' } });
    fireEvent.change(fileInput(), { target: { files: [pdf()] } });
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Kirim usulan' }));
    expect((await screen.findByTestId('usulan-refusal')).textContent).toBe('SIASN menolak: Usulan serupa masih diproses');
  });
});

describe('Ajukan usulan on a staff lookup', { timeout: 20_000 }, () => {
  it("is offered to an admin on another record, not to an agent", async () => {
    open(SIASN_NIP, 'admin');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(await screen.findByRole('button', { name: 'Ajukan usulan' })).toBeTruthy();
  });

  it('is not offered to an agent on another record', async () => {
    open(SIASN_NIP, 'agent');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Ajukan usulan' })).toBeNull();
  });
});

describe('a proposal SIASN sent back', { timeout: 20_000 }, () => {
  const withSentBack = () => usulanApi({ rows: [...SENT_BACK_ROWS, ...USULAN_ROWS] });
  const sentBack = () => rows().filter((row) => row.dataset.stage === 'needs-person');

  it('is orange and carries its action: the portal\'s own re-upload, or whom to ask for a service proposed elsewhere', async () => {
    open(null, 'user', withSentBack());
    await waitFor(() => expect(rows()).toHaveLength(7));
    const [gelar, pangkat] = sentBack();
    expect(within(gelar).getByTestId('usulan-status').className).toContain('tag-orange');
    expect(within(gelar).getByTestId('usulan-sent-back').textContent).toContain('SIASN meminta perbaikan dokumen usulan ini.');
    expect(within(gelar).getByRole('button', { name: 'Unggah ulang dokumen' })).toBeInTheDocument();
    expect(within(pangkat).queryByRole('button', { name: 'Unggah ulang dokumen' })).toBeNull();
    expect(within(pangkat).getByTestId('usulan-sent-back').textContent).toContain('pengelola kepegawaian instansi Anda');
    expect(within(pangkat).getByRole('link', { name: 'Buat tiket' }).getAttribute('href')).toBe('/tickets/create');
    // Only the sent-back cards carry an action.
    expect(screen.getAllByTestId('usulan-sent-back')).toHaveLength(2);
  });

  it('"Unggah ulang dokumen" sends the new PDF with a progress bar; the proposal is back at Input Berkas', async () => {
    let release = () => {};
    const api = open(null, 'user', usulanApi({ rows: [...SENT_BACK_ROWS, ...USULAN_ROWS], gate: new Promise<void>((done) => (release = done)) }));
    await waitFor(() => expect(rows()).toHaveLength(7));
    fireEvent.click(within(sentBack()[0]).getByRole('button', { name: 'Unggah ulang dokumen' }));
    const form = await screen.findByTestId('usulan-resend-form');
    expect(form.textContent).toContain('Pencantuman Gelar, diusulkan 2 November 2026');
    expect(form.textContent).toContain('Catatan: Dokumen belum terbaca, unggah ulang dalam format PDF');
    expect(within(form).getByText('Dokumen: Ijazah (PDF, paling besar 5 MB)')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Kirim dokumen' }));
    expect(await within(form).findByText('Lampirkan dokumen PDF.')).toBeInTheDocument();
    // antd's Upload puts a fresh input in after every pick.
    const input = () => form.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] } });
    expect(await within(form).findByText('Dokumen harus berupa berkas PDF.')).toBeInTheDocument();
    fireEvent.change(input(), { target: { files: [pdf('ijazah-baru.pdf')] } });
    expect(await within(form).findByText('ijazah-baru.pdf')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Kirim dokumen' }));
    expect(await screen.findByTestId('upload-progress')).toBeInTheDocument();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({ path: '/siasn/ws/pns/usulan/us-7/dokumen', fields: {}, file: { name: 'ijazah-baru.pdf', type: 'application/pdf', size: 2048 } });
    release();
    expect(await screen.findByText('Dokumen perbaikan dikirim ke SIASN. Usulan kembali diperiksa instansi.')).toBeInTheDocument();
    await waitFor(() => expect(sentBack()).toHaveLength(1));
    const resent = rows().find((row) => row.textContent?.includes('2 November 2026'))!;
    expect(within(resent).getByTestId('usulan-status').textContent).toBe('Input Berkas');
  });

  it("shows SIASN's refusal in the drawer", async () => {
    open(null, 'user', usulanApi({ rows: SENT_BACK_ROWS, reject: { status: 422, code: 'SIASN_REJECTED', message: 'Usulan tidak dalam status perbaikan dokumen' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Unggah ulang dokumen' }));
    const form = await screen.findByTestId('usulan-resend-form');
    fireEvent.change(form.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [pdf()] } });
    expect(await within(form).findByText('ijazah.pdf')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Kirim dokumen' }));
    expect((await screen.findByTestId('usulan-resend-refusal')).textContent).toBe('SIASN menolak: Usulan tidak dalam status perbaikan dokumen');
  });

  it('offers an agent reading another record no re-upload, and says who may', async () => {
    open(SIASN_NIP, 'agent', withSentBack());
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Unggah ulang dokumen' })).toBeNull();
    expect(sentBack()[0].textContent).toContain('Hanya pemilik data atau admin');
  });
});
