import { describe, expect, it } from 'vitest';
import { documentOf, formInput, formStart, RECORD_MAPPINGS, recordIdOf } from '@/components/siasn/records/record-mapping';
import { issuesByField } from '@/components/siasn/records/record-issues';
import { documentProblem } from '@/components/siasn/records/document-rules';
import { MAX_DOCUMENT_BYTES, RECORD_KINDS } from '@/utils/catalogue/personnel-writes';
import { RECORD_INPUT_SCHEMAS } from '@/utils/schemas/siasn-records';

describe('record mapping: read rows to form values', () => {
  it('maps exactly the input fields of each kind’s schema (nothing missing, nothing extra)', () => {
    for (const kind of RECORD_KINDS) {
      const schemaKeys = Object.keys(RECORD_INPUT_SCHEMAS[kind].shape ?? (RECORD_INPUT_SCHEMAS[kind] as unknown as { def: { in: { shape: object } } }).def.in.shape).filter((k) => k !== 'id');
      expect(RECORD_MAPPINGS[kind].fields.map(([input]) => input).sort(), kind).toEqual(schemaKeys.sort());
    }
  });

  it('reads kursus noSertipikat into nomorSertipikat and the course type from jenisKursusId when jenisDiklatId is missing', () => {
    const { values, labels } = formStart('kursus', { id: 'ks-1', jenisKursusId: '1', jenisKursusNama: 'Workshop', namaKursus: 'Workshop', noSertipikat: '899/4/2023', jumlahJam: 1250, tahunKursus: 2023, tanggalKursus: '13-07-2023', tanggalSelesaiKursus: '14-07-2023', institusiPenyelenggara: 'BPSDM' });
    expect(values).toMatchObject({ id: 'ks-1', jenisDiklatId: '1', nomorSertipikat: '899/4/2023', jumlahJam: 1250, tanggalKursus: '13-07-2023' });
    // The year is not asked: the dates give it (the server derives tahunKursus).
    expect(values).not.toHaveProperty('tahunKursus');
    expect(labels).toEqual({ jenisDiklatId: 'Workshop' });
  });

  it('reads sertifikasi noSertifikat and masaBerlakuSertSelesai into the save names', () => {
    const { values } = formStart('sertifikasi', { id: 'st-1', noSertifikat: '2567', masaBerlakuSertSelesai: '26-02-2026', masaBerlakuSertMulai: '01-01-0001' });
    expect(values).toMatchObject({ nomorSertifikat: '2567', masaBerlakuSertSelasai: '26-02-2026', masaBerlakuSertMulai: '' });
  });

  it('reads SKP 2022+ PerilakuKerjaNilai, namaPenilai, penilaiJabatanNm and the appraiser’s rank id', () => {
    const { values } = formStart('skp22', { id: 's', tahun: 2025, hasilKinerjaNilai: 2, PerilakuKerjaNilai: 1, namaPenilai: 'Anisa', penilaiJabatanNm: 'Kepala Bidang', nipNrpPenilai: '198001012005012001', penilaiGolonganId: 41, penilaiUnorNm: 'BKD', statusPenilai: 'NON ASN' });
    expect(values).toEqual({ id: 's', tahun: 2025, hasilKinerjaNilai: 2, perilakuKerjaNilai: 1, penilaiJabatan: 'Kepala Bidang', penilaiNama: 'Anisa', penilaiNipNrp: '198001012005012001', penilaiGolongan: '41', penilaiUnorNama: 'BKD', statusPenilai: 'NON ASN' });
  });

  it('reads angka kredit months and years sent as text as numbers, and the flags', () => {
    const { values } = formStart('angkakredit', { id: 'a', bulanMulaiPenailan: '1', tahunMulaiPenailan: '2025', kreditUtamaBaru: 12.5, kreditPenunjangBaru: 0, isAngkaKreditPertama: '0', isIntegrasi: 1, isKonversi: '1', rwJabatan: 'jb-2' });
    expect(values).toMatchObject({ bulanMulaiPenailan: 1, tahunMulaiPenailan: 2025, kreditUtamaBaru: 12.5, kreditPenunjangBaru: 0, isAngkaKreditPertama: false, isIntegrasi: true, isKonversi: true, rwJabatanId: 'jb-2' });
  });

  it('reads kinerja periodik periodikId 2 as "2" and SIASN’s koefisenId', () => {
    expect(formStart('kinerjaperiodik', { id: 'k', periodikId: 2, koefisenId: '12' }).values).toMatchObject({ periodikId: '2', koefisienId: '12' });
  });

  it('takes the penghargaan id from ID', () => {
    const row = { ID: 'ph-1', hargaId: '301', hargaNama: 'Pegawai Teladan', skDate: '13-08-2024', tahun: 2024, skNomor: '800/45' };
    expect(recordIdOf('penghargaan', row)).toBe('ph-1');
    expect(formStart('penghargaan', row)).toEqual({ values: { id: 'ph-1', hargaId: '301', skNomor: '800/45', skDate: '13-08-2024' }, labels: { hargaId: 'Pegawai Teladan' } });
  });

  it('starts a new entry empty, with the defaults (statusPenilai ASN, penunjang 0) and no id', () => {
    expect(formStart('skp22').values).toMatchObject({ statusPenilai: 'ASN', tahun: undefined, penilaiNama: '' });
    expect(formStart('angkakredit').values).toMatchObject({ kreditPenunjangBaru: 0, isKonversi: false });
    expect(formStart('jabatan').values).not.toHaveProperty('id');
  });

  it('names no picker label for an id the row does not have', () => {
    expect(formStart('jabatan', { id: 'j', unorNama: 'Subbidang Data' }).labels).toEqual({});
  });
});

describe('record mapping: form values to the schema', () => {
  it('trims texts, keeps the id of an edit, drops emptied numbers and leaves out other keys', () => {
    const input = formInput('penghargaan', { id: ' ph-1 ', hargaId: '201', skNomor: '  800/1 ', skDate: '17-08-2025', extra: 'x' });
    expect(input).toEqual({ id: 'ph-1', hargaId: '201', skNomor: '800/1', skDate: '17-08-2025' });
  });

  it('gives the schema what it accepts for a full entry', () => {
    const input = formInput('angkakredit', { ...formStart('angkakredit').values, nomorSk: 'PAK/1', tanggalSk: '02-01-2026', bulanMulaiPenailan: 1, tahunMulaiPenailan: 2025, bulanSelesaiPenailan: 12, tahunSelesaiPenailan: 2025, kreditUtamaBaru: 12.5, isKonversi: true, rwJabatanId: '' });
    expect(RECORD_INPUT_SCHEMAS.angkakredit.safeParse(input).success).toBe(true);
  });

  it('says "Wajib diisi" for every empty required field (texts, dates, pickers, selects, number boxes), not a format', () => {
    const issuesOf = (kind: 'penghargaan' | 'jabatan' | 'kursus' | 'kinerjaperiodik') => {
      const parsed = RECORD_INPUT_SCHEMAS[kind].safeParse(formInput(kind, formStart(kind).values));
      expect(parsed.success).toBe(false);
      return issuesByField(parsed.success ? [] : parsed.error.issues, 'Wajib diisi');
    };
    expect(Object.fromEntries(issuesOf('penghargaan'))).toEqual({ hargaId: ['Wajib diisi'], skNomor: ['Wajib diisi'], skDate: ['Wajib diisi'] });
    expect(issuesOf('jabatan').get('jenisJabatan')).toEqual(['Wajib diisi']);
    expect(issuesOf('kinerjaperiodik').get('periodikId')).toEqual(['Wajib diisi']);
    const kursus = issuesOf('kursus');
    for (const name of ['jenisDiklatId', 'namaKursus', 'tanggalKursus', 'tanggalSelesaiKursus', 'jumlahJam']) expect(kursus.get(name), name).toEqual(['Wajib diisi']);
  });

  it('keeps the schema’s own words for a filled field that is wrong', () => {
    const input = { hargaId: '999', skNomor: '800/1', skDate: '31-02-2025' };
    const parsed = RECORD_INPUT_SCHEMAS.penghargaan.safeParse(input);
    const byField = issuesByField(parsed.success ? [] : parsed.error.issues, 'Wajib diisi');
    expect(byField.get('skDate')).toEqual(['Tanggal harus berformat DD-MM-YYYY']);
    expect(byField.get('hargaId')).toEqual(['Pilih jenis penghargaan dari daftar']);
    expect(issuesByField(RECORD_INPUT_SCHEMAS.jabatan.safeParse({ jenisJabatan: '9' }).error?.issues ?? [], 'Wajib diisi').get('jenisJabatan')).toEqual(['Pilih jenis jabatan']);
  });
});

describe('record documents', () => {
  it('finds the kind’s document under path[id_ref_dokumen]', () => {
    const row = { id: 'd', path: { '874': { dok_id: '874', dok_nama: 'Dok Sertifikat Diklat', dok_uri: 'peremajaan/usulan/x_874.pdf' } } };
    expect(documentOf('diklat', row)).toEqual({ uri: 'peremajaan/usulan/x_874.pdf', name: 'Dok Sertifikat Diklat' });
    expect(documentOf('kursus', row)).toBeNull(); // 881, not 874
    expect(documentOf('diklat', { id: 'd', path: {} })).toBeNull();
    expect(documentOf('diklat', { id: 'd', path: { '874': { dok_uri: '' } } })).toBeNull();
    expect(documentOf('diklat', { id: 'd' })).toBeNull();
  });

  it('refuses a file that is no PDF or is over 5 MB before it is sent', () => {
    expect(documentProblem({ type: 'application/pdf', name: 'sk.pdf', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(documentProblem({ type: '', name: 'SK.PDF', size: 10 })).toBeNull();
    expect(documentProblem({ type: 'image/png', name: 'sk.pdf', size: 10 })).toBe('Dokumen harus berupa berkas PDF.');
    expect(documentProblem({ type: 'application/pdf', name: 'sk.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe('Ukuran dokumen paling besar 5 MB.');
  });
});
