import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PersonnelRecord } from '@/components/siasn/personnel-record';
import { sectionByKey, type PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { failSections, ownProfileHandler, SECTION_DATA, serveSection } from '../../msw/handlers/siasn';
import { renderWithProviders } from '../render';

const content = () => screen.getByTestId('section-content');

function open(section: PersonnelSectionKey, nip: string | null = null) {
  server.use(ownProfileHandler());
  const path = sectionByKey(section).path.slice(1).split('/');
  return renderWithProviders(<PersonnelRecord nip={nip} path={path} />, { session: sessionFor(nip ? 'agent' : 'user') });
}

// What each section shows of the fixture record (tests/msw/handlers/siasn-records.ts), formatted.
const SHOWN: [PersonnelSectionKey, string[]][] = [
  ['data-utama', ['Budi Santoso, S.Kom.', 'Penata Muda Tingkat I (III/b)', '1 April 2024', 'Pranata Komputer Ahli Pertama', 'Rp 3.245.600']],
  ['rw-pengadaan', ['Umum', '813.3/120/204/2019', '20 Desember 2019', 'Penata Muda (III/a)', 'Rp 2.579.400']],
  ['ubah-data', ['Biodata di SIASN', '3578010101900001', 'Laki-laki', '1 Januari 1990', 'Surabaya', 'Islam']],
  ['keluarga', ['Ratna Sari', 'Nadia Santoso', 'Perempuan', 'Sulastri', 'Meninggal', '11 Agustus 2017']],
  ['sertifikasi', ['Sertifikat Kompetensi Pengadaan Barang/Jasa Tingkat Dasar', '27 Februari 2023 s.d. 26 Februari 2026']],
  ['jabatan', ['Pranata Komputer Ahli Pertama', 'Fungsional', 'Pengelola Sistem Informasi', 'Pelaksana', '1 April 2020']],
  // The inbox reads /layanan/siasn (tests/msw/siasn-services-handlers.ts), whose status_text is the spec's name.
  ['inbox-usulan', ['Sdh di TTD - Pertek', 'Pencantuman Gelar', 'Validasi Usulan - Tidak Memenuhi Syarat', 'Sebelumnya disetujui, lalu masuk kotak masuk BKD.']],
  ['angka-kredit', ['800/1751/204/2026', 'Januari 2025 s.d. Desember 2025', '12,5', 'Konversi']],
  ['laporan-kinerja', ['Diatas Ekspektasi', 'Baik', '88,02', '86,66']],
  ['diklat', ['Belum ada riwayat diklat struktural di SIASN', 'Workshop Pelayanan Publik Prima', '1.250']],
  ['pendidikan', ['S-1 Teknik Informatika', 'Pendidikan pertama', 'S.Kom.', 'Institut Teknologi Sepuluh Nopember']],
  ['golongan', ['III/b', 'Penata Muda Tingkat I', '1 April 2024', '4 tahun 3 bulan']],
  ['pmk', ['Belum ada riwayat peninjauan masa kerja di SIASN']],
  ['penghargaan', ['Pegawai Teladan Tingkat Provinsi', '13 Agustus 2024']],
  ['kinerja-periodik', ['Triwulanan', 'April 2026 s.d. Juni 2026', 'Dibawah Ekspektasi', 'Butuh Perbaikan']],
  ['cltn', ['Belum ada riwayat CLTN di SIASN']],
  ['hukuman-disiplin', ['Teguran lisan', 'Ringan', '12 Juli 2022']],
];

describe('personnel record sections', { timeout: 20_000 }, () => {
  it.each(SHOWN)('%s shows its data readably', async (section, texts) => {
    open(section);
    await within(content()).findByText(texts[0]);
    for (const text of texts) expect(within(content()).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(content()).getByRole('heading', { level: 2 }).textContent).toBe(sectionByKey(section).title);
  });

  it('colours position types from the catalogue: Fungsional gray, Pelaksana yellow', async () => {
    open('jabatan');
    expect((await within(content()).findByText('Fungsional')).className).toContain('tag-default');
    expect(within(content()).getByText('Pelaksana').className).toContain('tag-yellow');
  });

  it('colours a proposal by its status code: 22 yellow, others red', async () => {
    open('inbox-usulan');
    expect((await within(content()).findByText('Sdh di TTD - Pertek')).className).toContain('tag-yellow');
    expect(within(content()).getByText('Validasi Usulan - Tidak Memenuhi Syarat').className).toContain('tag-red');
  });

  it('colours a quadrant by its rank (3, Butuh Perbaikan: gold)', async () => {
    open('kinerja-periodik');
    expect((await within(content()).findByText('Butuh Perbaikan')).className).toContain('tag-gold');
  });

  // The usulan inbox reads /layanan/siasn, not its section (its empty state: siasn-services-usulan.test.tsx).
  const LISTS = (Object.keys(SECTION_DATA) as PersonnelSectionKey[]).filter((key) => Array.isArray(SECTION_DATA[key]) && key !== 'inbox-usulan');
  it.each(LISTS.map((key) => [key]))('%s says what is missing when SIASN has no rows', async (section) => {
    server.use(serveSection(section, []));
    open(section);
    expect(await within(content()).findByTestId('empty-state')).toBeInTheDocument();
    expect(within(content()).getByTestId('empty-state').textContent).toMatch(/^Belum ada .+ di SIASN$/);
  });

  it.each([
    [[], 'Daftar pengadaan instansi belum disinkronkan dari SIASN ke portal, jadi riwayat pengadaan belum dapat ditampilkan.'],
    [[2021, 2024], 'Tidak ada data pengadaan untuk NIP ini pada daftar pengadaan yang sudah disinkronkan (tahun formasi 2021, 2024).'],
  ])('riwayat pengadaan without rows says whether the stored lists (years %j) were synced at all', async (syncedYears, sentence) => {
    server.use(serveSection('rw-pengadaan', { rows: [], syncedYears }));
    open('rw-pengadaan');
    expect((await within(content()).findByTestId('empty-state')).textContent).toBe(sentence);
  });

  it('says there is no job history in the words of the spec', async () => {
    server.use(serveSection('jabatan', []));
    open('jabatan');
    expect(await within(content()).findByText('Belum ada riwayat jabatan di SIASN')).toBeInTheDocument();
  });

  it.each([
    ['laporan-kinerja', { skp22: [], skp: [] }, ['Belum ada SKP tahun 2022 ke atas di SIASN', 'Belum ada SKP sebelum tahun 2022 di SIASN']],
    ['keluarga', { pasangan: [], anak: [], ortu: null }, ['Belum ada data pasangan di SIASN', 'Belum ada data anak di SIASN', 'Belum ada data orang tua di SIASN']],
  ] as const)('%s says what is missing for each of its parts', async (section, data, texts) => {
    server.use(serveSection(section, data));
    open(section);
    for (const text of texts) expect(await within(content()).findByText(text)).toBeInTheDocument();
  });

  it('pages a long history client-side, newest first', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => ({ id: `h-${i}`, hargaNama: `Penghargaan ${i + 1}`, tahun: 2000 + i, skNomor: `SK-${i}`, skDate: '01-01-2020' }));
    server.use(serveSection('penghargaan', rows));
    open('penghargaan');
    const table = await within(content()).findByTestId('penghargaan-table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByRole('row')[1].textContent).toContain('Penghargaan 23');
    fireEvent.click(within(table).getByRole('button', { name: 'Halaman 3' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('23 baris')).toBeInTheDocument();
  });

  it('says SIASN cannot be reached and tries again on request', async () => {
    const calls = { count: 0 };
    server.use(failSections('SIASN_ERROR', 'golongan', calls));
    open('golongan');
    expect(await within(content()).findByText('SIASN tidak dapat dihubungi')).toBeInTheDocument();
    expect(within(content()).getByText(/Coba lagi beberapa saat lagi/)).toBeInTheDocument();
    server.use(serveSection('golongan', SECTION_DATA.golongan));
    fireEvent.click(within(content()).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(content()).findByText('Penata Muda Tingkat I')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('says SIASN is too slow when it times out', async () => {
    server.use(failSections('SIASN_TIMEOUT', 'pendidikan'));
    open('pendidikan');
    expect(await within(content()).findByText('SIASN terlalu lama menjawab')).toBeInTheDocument();
    expect(within(content()).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('shows a stale copy with its age', async () => {
    server.use(serveSection('jabatan', SECTION_DATA.jabatan, { stale: true }));
    open('jabatan');
    const banner = await within(content()).findByTestId('stale-banner');
    expect(banner.textContent).toBe('Data per 26 November 2026 14.05, SIASN sedang tidak dapat dihubungi');
    expect(within(content()).getByText('Pranata Komputer Ahli Pertama')).toBeInTheDocument();
  });

  it('reads the same sections of any NIP for staff', async () => {
    open('golongan', '199001012020011001');
    expect(await within(content()).findByText('Penata Muda Tingkat I')).toBeInTheDocument();
  });
});
