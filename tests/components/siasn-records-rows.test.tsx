import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { JabatanSection } from '@/components/siasn/jabatan-section';
import { PenghargaanSection } from '@/components/siasn/penghargaan-section';
import { DiklatSection } from '@/components/siasn/diklat-section';
import { KinerjaSection } from '@/components/siasn/kinerja-section';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { SIASN_NIP } from '../msw/handlers/siasn';
import { recordUploads, recordWrites } from '../msw/siasn-records-handlers';
import { renderWithProviders } from './render';

// The editing parts and the form are chunks loaded on demand; loaded here once, so no test's time
// limit pays for their first import on a busy machine.
beforeAll(async () => {
  await Promise.all([import('@/components/siasn/records/record-editing'), import('@/components/siasn/records/record-drawer')]);
}, 60_000);

const OTHER_NIP = '198001012005011002';

/** Counts the section reads (GET /siasn/ws/.../{section}) of the own record and of any NIP. */
function countReads(section: string) {
  const reads = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new RegExp(`/siasn/ws/(pns|admin/\\d+)/${section}$`).test(new URL(request.url).pathname)) reads.count += 1;
  });
  return reads;
}

const pdf = (name = 'sk.pdf', size = 1024) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const fileInput = (cell: HTMLElement) => cell.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
/** The row showing `text`, once the editing parts (loaded on demand) are in it. */
async function rowOf(text: string) {
  await screen.findAllByRole('button', { name: /^Unggah/ });
  return screen.getByText(text).closest('tr') as HTMLElement;
}

describe('history entries: who gets the buttons', { timeout: 20_000 }, () => {
  it('shows Tambah, Ubah, Hapus and Unggah on the own record', async () => {
    renderWithProviders(<JabatanSection nip={null} />, { session: sessionFor('user') });
    expect((await screen.findByRole('button', { name: 'Tambah Riwayat Jabatan' })).textContent).toBe('Tambah');
    expect(screen.getAllByRole('button', { name: 'Ubah Riwayat Jabatan' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Hapus Riwayat Jabatan' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Unggah ulang Dok SK Jabatan' })).toHaveLength(2);
  });

  it('shows them to an admin on a staff lookup', async () => {
    renderWithProviders(<JabatanSection nip={SIASN_NIP} />, { session: sessionFor('admin') });
    expect(await screen.findByRole('button', { name: 'Tambah Riwayat Jabatan' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Hapus Riwayat Jabatan' })).toHaveLength(2);
  });

  it("hides them from an agent on someone else's record, who still gets the documents", async () => {
    renderWithProviders(<JabatanSection nip={SIASN_NIP} />, { session: sessionFor('agent', { employee_number: OTHER_NIP }) });
    const links = await screen.findAllByRole('link', { name: 'Lihat dokumen' });
    expect(links).toHaveLength(2);
    await new Promise((done) => setTimeout(done, 200));
    expect(screen.queryByRole('button', { name: /Tambah|Ubah|Hapus|Unggah/ })).toBeNull();
  });

  it('hides them from a user whose account has no NIP', async () => {
    renderWithProviders(<JabatanSection nip={null} />, { session: sessionFor('user', { employee_number: null }) });
    await screen.findAllByRole('link', { name: 'Lihat dokumen' });
    expect(screen.queryByRole('button', { name: /Tambah/ })).toBeNull();
  });

  it('offers no Hapus on SKP 2022+ rows (SIASN has no delete for them) and says such an entry is corrected through BKN', async () => {
    renderWithProviders(<KinerjaSection nip={null} />, { session: sessionFor('user') });
    expect(await screen.findByRole('button', { name: 'Tambah SKP 2022+' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Ubah SKP 2022+' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Hapus SKP 2022+' })).toBeNull();
    expect(screen.getByTestId('record-no-delete-skp22').textContent).toMatch(/tidak dapat dihapus dari portal.*melalui BKN/);
    // A kind SIASN deletes keeps its Hapus and carries no such note.
    renderWithProviders(<JabatanSection nip={null} />, { session: sessionFor('user') });
    expect((await screen.findAllByRole('button', { name: 'Hapus Riwayat Jabatan' })).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('record-no-delete-jabatan')).toBeNull();
  });

  it('gives each of the two diklat tables its own Tambah', async () => {
    renderWithProviders(<DiklatSection nip={null} />, { session: sessionFor('user') });
    expect(await screen.findByRole('button', { name: 'Tambah Diklat Struktural' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Kursus' })).toBeInTheDocument();
  });
});

describe('history entries: documents and deletes', { timeout: 20_000 }, () => {
  it('links a row’s document to download-dok in a new tab', async () => {
    renderWithProviders(<JabatanSection nip={null} />, { session: sessionFor('user') });
    const [link] = await screen.findAllByRole('link', { name: 'Lihat dokumen' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/helpdesk/api/siasn/ws/download-dok');
    expect(href.searchParams.get('filePath')).toMatch(/^peremajaan\/usulan\/.+_872\.pdf$/);
    expect(href.searchParams.get('nip')).toBe(SIASN_NIP);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('asks before deleting, then deletes the row in SIASN and reads the section again', async () => {
    const writes = recordWrites();
    server.use(...writes.handlers);
    const reads = countReads('jabatan');
    renderWithProviders(<JabatanSection nip={null} />, { session: sessionFor('user') });
    const row = await rowOf('Pengelola Sistem Informasi');
    const readsBefore = reads.count;

    fireEvent.click(within(row).getByRole('button', { name: 'Hapus Riwayat Jabatan' }));
    const question = await screen.findByText('Hapus Riwayat Jabatan ini dari SIASN?');
    expect(writes.sent).toEqual([]);
    const popup = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Hapus' }));

    expect(await screen.findByText('Data berhasil dihapus')).toBeInTheDocument();
    expect(writes.sent).toEqual([{ method: 'DELETE', path: '/siasn/ws/pns/rw/jabatan/jb-1', body: null }]);
    await waitFor(() => expect(reads.count).toBeGreaterThan(readsBefore));
  });

  it('deletes through the admin route on a staff lookup', async () => {
    const writes = recordWrites();
    server.use(...writes.handlers);
    renderWithProviders(<PenghargaanSection nip={SIASN_NIP} />, { session: sessionFor('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Penghargaan' }));
    const popup = (await screen.findByText('Hapus Penghargaan ini dari SIASN?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(writes.sent).toEqual([{ method: 'DELETE', path: `/siasn/ws/admin/${SIASN_NIP}/rw/penghargaan/ph-1`, body: null }]));
  });

  it('uploads a PDF with a visible progress bar, sending kind, the row id (ID) and no NIP on the own record', async () => {
    let release = () => {};
    const uploads = recordUploads(new Promise<void>((done) => (release = done)));
    server.use(uploads.handler);
    const reads = countReads('penghargaan');
    renderWithProviders(<PenghargaanSection nip={null} />, { session: sessionFor('user') });
    const row = await rowOf('Pegawai Teladan Tingkat Provinsi');
    expect(within(row).getByRole('button', { name: 'Unggah Dok Sertifikat Penghargaan' }).textContent).toBe('Unggah');
    const readsBefore = reads.count;

    fireEvent.change(fileInput(row), { target: { files: [pdf()] } });

    const bar = await within(row).findByTestId('upload-progress');
    expect(bar.style.display).not.toBe('none');
    expect(within(bar).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(uploads.sent[0]).toEqual({
      path: '/siasn/ws/upload-dok-rw',
      fields: { kind: 'penghargaan', id_riwayat: 'ph-1' },
      file: { name: 'sk.pdf', type: 'application/pdf', size: 1024 },
    });
    release();
    expect(await screen.findByText('Dokumen berhasil diunggah')).toBeInTheDocument();
    await waitFor(() => expect(within(row).queryByTestId('upload-progress')).toBeNull());
    expect(reads.count).toBeGreaterThan(readsBefore);
  });

  it('sends the NIP with an upload on a staff lookup', async () => {
    const uploads = recordUploads();
    server.use(uploads.handler);
    renderWithProviders(<PenghargaanSection nip={SIASN_NIP} />, { session: sessionFor('admin') });
    fireEvent.change(fileInput(await rowOf('Pegawai Teladan Tingkat Provinsi')), { target: { files: [pdf()] } });
    await waitFor(() => expect(uploads.sent[0]?.fields).toEqual({ kind: 'penghargaan', id_riwayat: 'ph-1', nip: SIASN_NIP }));
  });

  it.each([
    ['a file that is not a PDF', new File(['hello'], 'catatan.txt', { type: 'text/plain' }), 'Dokumen harus berupa berkas PDF.'],
    ['a PDF over 5 MB', pdf('besar.pdf', 5 * 1024 * 1024 + 1), 'Ukuran dokumen paling besar 5 MB.'],
  ])('refuses %s before sending it', async (_, file, reason) => {
    const uploads = recordUploads();
    const sent: string[] = [];
    server.use(uploads.handler);
    server.events.on('request:start', ({ request }) => void (request.method === 'POST' && sent.push(request.url)));
    renderWithProviders(<PenghargaanSection nip={null} />, { session: sessionFor('user') });
    const row = await rowOf('Pegawai Teladan Tingkat Provinsi');

    fireEvent.change(fileInput(row), { target: { files: [file] } });

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(within(row).queryByTestId('upload-progress')).toBeNull();
    expect(sent).toEqual([]);
    expect(uploads.sent).toEqual([]);
  });

  it('shows why SIASN refused a document', async () => {
    server.use(http.post('*/helpdesk/api/siasn/ws/upload-dok-rw', () => HttpResponse.json({ code: 'SIASN_REJECTED', message: 'SIASN menolak: Dokumen harus berformat PDF' }, { status: 422 })));
    renderWithProviders(<PenghargaanSection nip={null} />, { session: sessionFor('user') });
    fireEvent.change(fileInput(await rowOf('Pegawai Teladan Tingkat Provinsi')), { target: { files: [pdf()] } });
    expect(await screen.findByText('SIASN menolak: Dokumen harus berformat PDF')).toBeInTheDocument();
  });
});
