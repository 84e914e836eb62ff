// Issue 31: an entry and its document in one action. "Simpan" saves the entry, then sends its PDF
// to upload-dok-rw with the id the save answered (siasn-protocol.md section 4, "after save"); a
// failed upload leaves the entry saved and the form says what to do.
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DiklatSection } from '@/components/siasn/diklat-section';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { serveSection } from '../msw/handlers/siasn';
import { failUploadOnce, recordUploads, recordWrites, referenceLists } from '../msw/siasn-records-handlers';
import { pick, typeDate } from './antd-controls';
import { renderWithProviders } from './render';

beforeAll(async () => {
  await Promise.all([import('@/components/siasn/records/record-editing'), import('@/components/siasn/records/record-drawer')]);
}, 60_000);

const pdf = (name = 'sertifikat.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const submit = () => fireEvent.click(screen.getByTestId('record-submit'));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const documentInput = () => document.querySelector<HTMLInputElement>('.ant-drawer input[type="file"]') as HTMLInputElement;

/** The own Diklat/Kursus section with no rows, a new Kursus form filled in. */
async function fillNewCourse() {
  renderWithProviders(<DiklatSection nip={null} />, { session: sessionFor('user') });
  fireEvent.click(await screen.findByRole('button', { name: 'Tambah Kursus' }));
  await screen.findByTestId('record-form-kursus');
  await pick('Jenis diklat', 'Workshop');
  type('Nama kursus', 'Pelatihan Analisis Data Kepegawaian');
  type('Nomor sertifikat', 'SERT/2026/77');
  type('Institusi penyelenggara', 'BPSDM Provinsi Jawa Timur');
  typeDate('Tanggal mulai', '10-08-2026');
  typeDate('Tanggal selesai', '13-08-2026');
  type('Jumlah jam', '32');
}

const COURSE = {
  jenisDiklatId: '1', namaKursus: 'Pelatihan Analisis Data Kepegawaian', nomorSertipikat: 'SERT/2026/77', institusiPenyelenggara: 'BPSDM Provinsi Jawa Timur',
  jumlahJam: 32, tanggalKursus: '10-08-2026', tanggalSelesaiKursus: '13-08-2026',
};

describe('a history entry and its document in one action', { timeout: 40_000 }, () => {
  it('saves the course, then uploads its PDF under the id the save answered, with a progress bar, and closes', async () => {
    const writes = recordWrites({ id: 'ks-baru' });
    let release = () => {};
    const uploads = recordUploads(new Promise<void>((done) => (release = done)));
    server.use(...writes.handlers, uploads.handler, referenceLists(), serveSection('diklat', { diklat: [], kursus: [] }));
    await fillNewCourse();
    // No year to type: the dates give it.
    expect(within(screen.getByTestId('record-form-kursus')).queryByLabelText(/^Tahun/)).toBeNull();
    fireEvent.change(documentInput(), { target: { files: [pdf()] } });
    expect(await screen.findByText('sertifikat.pdf')).toBeInTheDocument();

    submit();

    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(writes.sent).toEqual([{ method: 'POST', path: '/siasn/ws/pns/rw/kursus', body: COURSE }]);
    expect(uploads.sent[0]).toEqual({
      path: '/siasn/ws/upload-dok-rw',
      fields: { kind: 'kursus', id_riwayat: 'ks-baru' },
      file: { name: 'sertifikat.pdf', type: 'application/pdf', size: 2048 },
    });
    const bar = await screen.findByTestId('upload-progress');
    expect(within(bar).getByRole('progressbar')).toBeInTheDocument();
    release();

    expect(await screen.findByText('Riwayat dan dokumennya tersimpan di SIASN', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('record-form-kursus')).toBeNull());
  });

  it('keeps the saved entry when the upload fails, says what to do, and sends only the document again', async () => {
    const writes = recordWrites({ id: 'ks-baru' });
    const uploads = recordUploads();
    server.use(...writes.handlers, uploads.handler, referenceLists(), serveSection('diklat', { diklat: [], kursus: [] }));
    server.use(failUploadOnce(504, { code: 'SIASN_TIMEOUT', message: 'SIASN tidak menjawab tepat waktu. Coba lagi beberapa saat lagi.' }));
    await fillNewCourse();
    fireEvent.change(documentInput(), { target: { files: [pdf()] } });

    submit();

    const told = await screen.findByTestId('record-document-error', {}, { timeout: 5000 });
    expect(told.textContent).toContain('Riwayat sudah tersimpan di SIASN, tetapi dokumennya belum terunggah (SIASN tidak menjawab tepat waktu');
    expect(told.textContent).toContain('unggah dokumen dari baris riwayat dengan tombol Unggah');
    expect(await screen.findByText('Riwayat tersimpan, tetapi dokumennya belum terunggah')).toBeInTheDocument();
    // The entry is saved: its fields lock, and the button now sends the document, not the entry.
    expect((screen.getByLabelText('Nama kursus') as HTMLInputElement).disabled).toBe(true);
    const retry = screen.getByTestId('record-submit');
    expect(retry.textContent).toBe('Unggah ulang dokumen');
    expect(within(document.querySelector('.ant-drawer-footer') as HTMLElement).getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
    expect(writes.sent).toHaveLength(1);

    fireEvent.click(retry);

    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(uploads.sent[0].fields).toEqual({ kind: 'kursus', id_riwayat: 'ks-baru' });
    expect(writes.sent).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('record-form-kursus')).toBeNull());
  });

  it('saves an entry without a document when none is picked (it can follow from the row)', async () => {
    const writes = recordWrites({ id: 'ks-baru' });
    const uploads = recordUploads();
    server.use(...writes.handlers, uploads.handler, referenceLists(), serveSection('diklat', { diklat: [], kursus: [] }));
    await fillNewCourse();
    expect(screen.getByText(/dokumen juga dapat diunggah nanti dari baris riwayat/)).toBeInTheDocument();

    submit();

    await waitFor(() => expect(writes.sent).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('record-form-kursus')).toBeNull());
    expect(uploads.sent).toEqual([]);
  });

  it('refuses a file that is no PDF in the form and saves nothing until a PDF replaces it', async () => {
    const writes = recordWrites({ id: 'ks-baru' });
    const uploads = recordUploads();
    server.use(...writes.handlers, uploads.handler, referenceLists(), serveSection('diklat', { diklat: [], kursus: [] }));
    await fillNewCourse();
    fireEvent.change(documentInput(), { target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Dokumen harus berupa berkas PDF.')).toBeInTheDocument();

    submit();
    await new Promise((done) => setTimeout(done, 100));
    expect(writes.sent).toEqual([]);

    fireEvent.change(documentInput(), { target: { files: [pdf()] } });
    await waitFor(() => expect(screen.queryByText('Dokumen harus berupa berkas PDF.')).toBeNull());
    submit();
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(writes.sent).toHaveLength(1);
  });
});
