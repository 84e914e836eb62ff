import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SECTION_VIEWS } from '@/components/siasn/section-views';
import { RECORD_KIND_INFO, RECORD_KINDS, type RecordKind } from '@/utils/catalogue/personnel-writes';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { SECTION_DATA, serveSection } from '../msw/handlers/siasn';
import { recordWrites, referenceLists } from '../msw/siasn-records-handlers';
import { renderWithProviders } from './render';

// The editing parts and the form are chunks loaded on demand; loaded here once, so no test's time
// limit pays for their first import on a busy machine.
beforeAll(async () => {
  await Promise.all([import('@/components/siasn/records/record-editing'), import('@/components/siasn/records/record-drawer')]);
}, 60_000);

const TITLES: Record<RecordKind, string> = {
  jabatan: 'Riwayat Jabatan',
  angkakredit: 'Angka Kredit',
  skp22: 'SKP 2022+',
  kinerjaperiodik: 'Kinerja Periodik',
  diklat: 'Diklat Struktural',
  kursus: 'Kursus',
  penghargaan: 'Penghargaan',
  sertifikasi: 'Sertifikasi',
};

/** The own record's section of `kind`, as the user whose record it is. */
function openSection(kind: RecordKind) {
  const View = SECTION_VIEWS[RECORD_KIND_INFO[kind].section];
  return renderWithProviders(<View nip={null} />, { session: sessionFor('user') });
}

/** Opens the kind's form with "Tambah" and answers the drawer. */
async function openNew(kind: RecordKind) {
  openSection(kind);
  fireEvent.click(await screen.findByRole('button', { name: `Tambah ${TITLES[kind]}` }));
  return screen.findByTestId(`record-form-${kind}`);
}

/** The error shown under the form field labelled `label`. */
function errorUnder(form: HTMLElement, label: string) {
  const item = within(form).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  return item.querySelector('.ant-form-item-explain-error')?.textContent ?? null;
}

const submit = () => fireEvent.click(screen.getByTestId('record-submit'));

// For each kind: a field the schema requires, of each sort of control (select, picker, date, text,
// number); sent empty, each says "Wajib diisi", never a format or a list's message.
const EMPTY: [RecordKind, string, string][] = [
  ['jabatan', 'Jenis jabatan', 'Wajib diisi'],
  ['angkakredit', 'Nomor SK', 'Wajib diisi'],
  ['skp22', 'Hasil kinerja', 'Wajib diisi'],
  ['kinerjaperiodik', 'Periode', 'Wajib diisi'],
  ['diklat', 'Jenis diklat struktural', 'Wajib diisi'],
  ['kursus', 'Jumlah jam', 'Wajib diisi'],
  ['penghargaan', 'Tanggal SK', 'Wajib diisi'],
  ['sertifikasi', 'Lembaga sertifikasi', 'Wajib diisi'],
];

describe('history entry forms', { timeout: 30_000 }, () => {
  it('has a case for every record kind', () => {
    expect(EMPTY.map(([kind]) => kind).sort()).toEqual([...RECORD_KINDS].sort());
  });

  it.each(EMPTY)('%s: the drawer form names what is missing under its field, and sends nothing', async (kind, label, message) => {
    const writes = recordWrites();
    server.use(...writes.handlers, referenceLists());
    const form = await openNew(kind);
    expect(screen.getByText(`Tambah ${TITLES[kind]}`, { selector: '.ant-drawer-title' })).toBeInTheDocument();

    submit();

    await waitFor(() => expect(errorUnder(form, label)).toBe(message));
    expect(writes.sent).toEqual([]);
  });

  it('names a date that is no calendar day under its field (an entry edited from SIASN)', async () => {
    const [row] = SECTION_DATA.jabatan as Record<string, unknown>[];
    server.use(serveSection('jabatan', [{ ...row, unorId: 'unor-psi', jabatanFungsionalUmumId: 'jfu-1', tanggalSk: '31-02-2020' }]), referenceLists());
    openSection('jabatan');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Riwayat Jabatan' }));
    const form = await screen.findByTestId('record-form-jabatan');
    expect(screen.getByText('Ubah Riwayat Jabatan', { selector: '.ant-drawer-title' })).toBeInTheDocument();

    submit();

    await waitFor(() => expect(errorUnder(form, 'Tanggal SK')).toBe('Tanggal harus berformat DD-MM-YYYY'));
    expect(errorUnder(form, 'Nomor SK')).toBeNull();
  });

  it('names an end date before the start under the end', async () => {
    const [row] = (SECTION_DATA.diklat as { kursus: Record<string, unknown>[] }).kursus;
    server.use(serveSection('diklat', { diklat: [], kursus: [{ ...row, jenisDiklatId: '1', tanggalSelesaiKursus: '12-07-2023' }] }), referenceLists());
    openSection('kursus');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Kursus' }));
    const form = await screen.findByTestId('record-form-kursus');
    submit();
    await waitFor(() => expect(errorUnder(form, 'Tanggal selesai')).toBe('Tanggal selesai tidak boleh sebelum tanggal mulai'));
  });

  it('SKP 2022+: shows the quadrant the two ratings give, in its colour, as they are chosen', async () => {
    const [row] = (SECTION_DATA['laporan-kinerja'] as { skp22: Record<string, unknown>[] }).skp22;
    openSection('skp22');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah SKP 2022+' }));
    await screen.findByTestId('record-form-skp22');
    // The fixture's row: hasil 2 (Sesuai), perilaku 1 (Diatas) -> quadrant 2 Baik (blue).
    expect(row.hasilKinerjaNilai).toBe(2);
    const tag = await within(screen.getByTestId('quadrant-preview')).findByText('Baik');
    expect(tag.className).toContain('blue');

    // Both Dibawah Ekspektasi (3, 3): quadrant 5, Sangat Kurang, red.
    for (const label of ['Hasil kinerja', 'Perilaku kerja']) {
      fireEvent.mouseDown(screen.getByLabelText(label));
      const options = await waitFor(() => {
        const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter((el) => el.textContent === 'Dibawah Ekspektasi');
        if (!found.length) throw new Error('no option');
        return found;
      });
      fireEvent.click(options.at(-1) as HTMLElement);
    }
    const worst = await within(screen.getByTestId('quadrant-preview')).findByText('Sangat Kurang');
    expect(worst.className).toContain('red');
  });

  it('Angka kredit: adds the credits up as they are typed and offers the three flags', async () => {
    await openNew('angkakredit');
    fireEvent.change(screen.getByLabelText('Angka kredit utama'), { target: { value: '12,5' } });
    fireEvent.change(screen.getByLabelText('Angka kredit penunjang'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('credit-total').textContent).toBe('14,5'));
    for (const flag of ['Angka kredit pertama', 'Integrasi', 'Konversi']) expect(screen.getByRole('checkbox', { name: flag })).toBeInTheDocument();
  });
});
