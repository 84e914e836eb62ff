import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PenghargaanSection } from '@/components/siasn/penghargaan-section';
import { SertifikasiSection } from '@/components/siasn/sertifikasi-section';
import { DiklatSection } from '@/components/siasn/diklat-section';
import { KinerjaSection } from '@/components/siasn/kinerja-section';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { SECTION_DATA, SIASN_NIP, serveSection } from '../msw/handlers/siasn';
import { failSaves, recordWrites, referenceLists } from '../msw/siasn-records-handlers';
import { pick, typeDate } from './antd-controls';
import { renderWithProviders } from './render';

// The editing parts and the form are chunks loaded on demand; loaded here once, so no test's time
// limit pays for their first import on a busy machine.
beforeAll(async () => {
  await Promise.all([import('@/components/siasn/records/record-editing'), import('@/components/siasn/records/record-drawer')]);
}, 60_000);

/** Counts the reads of a section (own record or any NIP). */
function countReads(section: string) {
  const reads = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new RegExp(`/siasn/ws/(pns|admin/\\d+)/${section}$`).test(new URL(request.url).pathname)) reads.count += 1;
  });
  return reads;
}

const submit = () => fireEvent.click(screen.getByTestId('record-submit'));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('saving history entries', { timeout: 30_000 }, () => {
  it('saves an edited certificate under the save names, with its id, then closes and reads the section again', async () => {
    const writes = recordWrites();
    server.use(...writes.handlers);
    const reads = countReads('sertifikasi');
    renderWithProviders(<SertifikasiSection nip={null} />, { session: sessionFor('user') });
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Sertifikasi' }));
    await screen.findByTestId('record-form-sertifikasi');
    expect((screen.getByLabelText('Nomor sertifikat') as HTMLInputElement).value).toBe('256706003571');
    const readsBefore = reads.count;

    type('Nomor sertifikat', ' 256706003999 ');
    submit();

    expect(await screen.findByText('Data berhasil disimpan')).toBeInTheDocument();
    expect(screen.queryByText(/belum dapat dibaca ulang/)).toBeNull();
    expect(writes.sent).toEqual([
      {
        method: 'POST',
        path: '/siasn/ws/pns/rw/sertifikasi',
        body: {
          id: 'st-1',
          namaSertifikasi: 'Sertifikat Kompetensi Pengadaan Barang/Jasa Tingkat Dasar',
          nomorSertifikat: '256706003999',
          tanggalSertifikat: '27-02-2023',
          masaBerlakuSertMulai: '27-02-2023',
          masaBerlakuSertSelasai: '26-02-2026',
          lembagaSertifikasiNama: 'LSP Pengadaan',
          gelarDepanSert: '',
          gelarBelakangSert: '',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('record-form-sertifikasi')).toBeNull());
    await waitFor(() => expect(reads.count).toBeGreaterThan(readsBefore));
  });

  it('a save SIASN took but the portal could not read back says so, and the form still closes (the save stands)', async () => {
    const writes = recordWrites({ reread: 'failed' });
    server.use(...writes.handlers);
    renderWithProviders(<SertifikasiSection nip={null} />, { session: sessionFor('user') });
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Sertifikasi' }));
    await screen.findByTestId('record-form-sertifikasi');
    submit();

    expect(await screen.findByText('Data berhasil disimpan')).toBeInTheDocument();
    expect(await screen.findByText(/sudah tersimpan di SIASN, tetapi belum dapat dibaca ulang.*Jangan simpan ulang/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('record-form-sertifikasi')).toBeNull());
    expect(writes.sent).toHaveLength(1);
  });

  it('opens Tambah after an edit with empty fields, and creates rather than updates', async () => {
    const writes = recordWrites();
    server.use(...writes.handlers);
    renderWithProviders(<SertifikasiSection nip={null} />, { session: sessionFor('user') });
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Sertifikasi' }));
    await screen.findByTestId('record-form-sertifikasi');
    expect((screen.getByLabelText('Nama sertifikasi') as HTMLInputElement).value).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByText('Ubah Sertifikasi', { selector: '.ant-drawer-title' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Tambah Sertifikasi' }));
    await screen.findByText('Tambah Sertifikasi', { selector: '.ant-drawer-title' });
    expect((screen.getByLabelText('Nama sertifikasi') as HTMLInputElement).value).toBe('');
    type('Nama sertifikasi', 'Sertifikat Ahli K3');
    type('Nomor sertifikat', 'K3-2025-1');
    typeDate('Tanggal sertifikat', '05-05-2025');
    type('Lembaga sertifikasi', 'Kemnaker');
    submit();

    await waitFor(() => expect(writes.sent).toHaveLength(1));
    expect(writes.sent[0].body).toEqual({
      namaSertifikasi: 'Sertifikat Ahli K3', nomorSertifikat: 'K3-2025-1', tanggalSertifikat: '05-05-2025', masaBerlakuSertMulai: '',
      masaBerlakuSertSelasai: '', lembagaSertifikasiNama: 'Kemnaker', gelarDepanSert: '', gelarBelakangSert: '',
    });
  });

  it('adds an award on a staff lookup through the admin route, the date as DD-MM-YYYY', async () => {
    const writes = recordWrites();
    server.use(...writes.handlers);
    renderWithProviders(<PenghargaanSection nip={SIASN_NIP} />, { session: sessionFor('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Penghargaan' }));
    await screen.findByTestId('record-form-penghargaan');

    await pick('Jenis penghargaan', 'Satyalancana Karya Satya X Tahun');
    type('Nomor SK', '800/12/204/2025');
    typeDate('Tanggal SK', '17-08-2025');
    expect(screen.queryByLabelText('Tahun')).toBeNull(); // the SK date gives the year: the server derives it
    submit();

    await waitFor(() => expect(writes.sent).toHaveLength(1));
    expect(writes.sent[0]).toEqual({
      method: 'POST',
      path: `/siasn/ws/admin/${SIASN_NIP}/rw/penghargaan`,
      body: { hargaId: '201', skNomor: '800/12/204/2025', skDate: '17-08-2025' },
    });
  });

  it('searches a reference list on the server as one types, and sends the picked id', async () => {
    const writes = recordWrites();
    const queries: { name: string; q: string }[] = [];
    server.use(...writes.handlers, referenceLists(queries), serveSection('diklat', { diklat: [], kursus: [] }));
    renderWithProviders(<DiklatSection nip={null} />, { session: sessionFor('user') });
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Diklat Struktural' }));
    await screen.findByTestId('record-form-diklat');

    const box = screen.getByLabelText('Jenis diklat struktural');
    fireEvent.mouseDown(box);
    for (const typed of ['t', 'tk', 'tk.', 'tk. ', 'tk. i', 'tk. iv']) fireEvent.change(box, { target: { value: typed } });
    // Debounced: one search for the whole word, not one per key; the list then holds its matches only.
    await waitFor(() => expect(queries.filter((q) => q.q !== '')).toEqual([{ name: 'latihan-struktural', q: 'tk. iv' }]));
    await waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((el) => el.textContent)).toEqual(['Diklatpim Tk. IV']));
    await pick('Jenis diklat struktural', 'Diklatpim Tk. IV');

    type('Nomor sertifikat', 'DIKLATPIM-IV/2025/17');
    typeDate('Tanggal mulai', '03-03-2025');
    typeDate('Tanggal selesai', '30-04-2025');
    type('Jumlah jam', '285');
    type('Institusi penyelenggara', 'BPSDM Provinsi Jawa Timur');
    submit();

    await waitFor(() => expect(writes.sent).toHaveLength(1));
    expect(writes.sent[0]).toEqual({
      method: 'POST',
      path: '/siasn/ws/pns/rw/diklat',
      body: {
        latihanStrukturalId: '4', nomor: 'DIKLATPIM-IV/2025/17', tanggal: '03-03-2025', tanggalSelesai: '30-04-2025',
        institusiPenyelenggara: 'BPSDM Provinsi Jawa Timur', jumlahJam: 285,
      },
    });
  });

  it('sends SKP 2022+ ratings under the save names (PerilakuKerjaNilai read as perilakuKerjaNilai)', async () => {
    const writes = recordWrites();
    const [row] = (SECTION_DATA['laporan-kinerja'] as { skp22: Record<string, unknown>[] }).skp22;
    const full = { ...row, nipNrpPenilai: '198001012005012001', penilaiGolonganId: '41', penilaiUnorNm: 'Badan Kepegawaian Daerah' };
    server.use(...writes.handlers, serveSection('laporan-kinerja', { skp22: [full], skp: [] }));
    renderWithProviders(<KinerjaSection nip={null} />, { session: sessionFor('user') });
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah SKP 2022+' }));
    await screen.findByTestId('record-form-skp22');

    submit();

    await waitFor(() => expect(writes.sent).toHaveLength(1));
    expect(writes.sent[0].body).toEqual({
      id: 'skp22-1',
      tahun: 2025,
      hasilKinerjaNilai: 2,
      perilakuKerjaNilai: 1,
      penilaiJabatan: 'Kepala Bidang Pengembangan Sistem Informasi',
      penilaiNama: 'Anisa Maharani, S.Kom., M.AP.',
      penilaiNipNrp: '198001012005012001',
      penilaiGolongan: '41',
      penilaiUnorNama: 'Badan Kepegawaian Daerah',
      statusPenilai: 'ASN',
    });
  });

  it("shows SIASN's reason for a refusal (422) inside the drawer, which stays open with what was typed", async () => {
    server.use(failSaves(422, { code: 'SIASN_REJECTED', message: 'SIASN menolak: Nomor SK sudah dipakai' }));
    renderWithProviders(<SertifikasiSection nip={null} />, { session: sessionFor('user') });
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Sertifikasi' }));
    await screen.findByTestId('record-form-sertifikasi');
    type('Nomor sertifikat', 'X-1');
    submit();

    const alert = await screen.findByTestId('record-form-error');
    expect(alert.textContent).toContain('SIASN menolak: Nomor SK sudah dipakai');
    expect((screen.getByLabelText('Nomor sertifikat') as HTMLInputElement).value).toBe('X-1');
  });

  it("puts the API's 400 field messages under their fields, with its message above", async () => {
    server.use(failSaves(400, { code: 'VALIDATION_ERROR', message: 'Data tidak valid', fields: [{ path: 'lembagaSertifikasiNama', message: 'Lembaga tidak dikenal' }] }));
    renderWithProviders(<SertifikasiSection nip={null} />, { session: sessionFor('user') });
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Sertifikasi' }));
    const form = await screen.findByTestId('record-form-sertifikasi');
    submit();

    expect((await screen.findByTestId('record-form-error')).textContent).toContain('Data tidak valid');
    const item = within(form).getByText('Lembaga sertifikasi', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(item.querySelector('.ant-form-item-explain-error')?.textContent).toBe('Lembaga tidak dikenal'));
  });
});
