import { describe, expect, it } from 'vitest';
import { findRecordProblems, hasDocument, problemLink, type RecordHealthInput } from '@/utils/rules/record-health';
import { splitTitles, titlesInName, type TitleLocation } from '@/utils/rules/degree-titles';

const titleInName = (title: string, name: string, lokasi: TitleLocation) => titlesInName(title, splitTitles(name, lokasi), lokasi);
import { compareProfile, fullName, sameNameAndTitles } from '@/utils/rules/profile-match';

const doc = (id: string) => ({ [id]: { dok_id: id, dok_nama: 'Dok', dok_uri: `peremajaan/${id}.pdf`, object: `peremajaan/${id}.pdf`, slug: id } });

const UTAMA = {
  nipBaru: '198807202011012003',
  nama: 'Siti Aminah',
  gelarDepan: '',
  gelarBelakang: 'S.Pd., M.Pd.',
  email: 'siti@pegawai.localhost',
  emailGov: 'siti@jatim.localhost',
  noHp: '081234567890',
  noTelp: '',
  nik: '3578010101900001',
  noNpwp: '357801010190000',
};

const input = (over: Partial<RecordHealthInput> = {}): RecordHealthInput => ({
  dataUtama: UTAMA,
  pendidikan: [
    { tkPendidikanNama: 'S-1/Sarjana', pendidikanNama: 'Pendidikan Biologi', gelarDepan: '', gelarBelakang: 'S.Pd' },
    { tkPendidikanNama: 'S-2', pendidikanNama: 'Manajemen Pendidikan', gelarDepan: '', gelarBelakang: 'm.pd.' },
  ],
  rows: { jabatan: [{ id: 'j1', path: doc('872') }], diklat: [], kursus: [{ id: 'k1', path: doc('881') }] },
  profile: { name: 'Siti Aminah, S.Pd., M.Pd.', email: 'SITI@jatim.localhost ', employee_number: '198807202011012003' },
  ...over,
});

const codes = (i: RecordHealthInput) => findRecordProblems(i).map((p) => p.code);

describe('record health: a complete record', () => {
  it('has no problem', () => {
    expect(findRecordProblems(input())).toEqual([]);
  });
});

describe('record health: documents of history entries', () => {
  it('counts the entries of a kind without the document of that kind (RECORD_KIND_INFO), one problem a kind', () => {
    const rows = {
      jabatan: [{ id: 'j1', path: doc('872') }, { id: 'j2', path: {} }, { id: 'j3', path: doc('870') }],
      kursus: [{ id: 'k1' }],
      penghargaan: [{ ID: 'p1', path: doc('892') }],
    };
    const problems = findRecordProblems(input({ rows }));
    expect(problems.map((p) => [p.code, p.section, p.link])).toEqual([
      ['DOCUMENT_MISSING', 'jabatan', '/pemutakhiran-data/jabatan'],
      ['DOCUMENT_MISSING', 'diklat', '/pemutakhiran-data/diklat'],
    ]);
    expect(problems[0].detail).toContain('2 dari 3 entri');
    expect(problems[0].detail).toContain('Dok SK Jabatan');
    expect(problems[1].title).toContain('Kursus');
  });

  it('reads a path keyed by id_ref_dokumen or a list of documents, and an empty document is none', () => {
    expect(hasDocument({ path: doc('872') }, '872')).toBe(true);
    expect(hasDocument({ path: [{ dok_id: '872', dok_uri: 'a.pdf' }] }, '872')).toBe(true);
    expect(hasDocument({ path: [{ dok_id: '870', dok_uri: 'a.pdf' }] }, '872')).toBe(false);
    expect(hasDocument({ path: { 872: { dok_uri: '' } } }, '872')).toBe(false);
    expect(hasDocument({ path: null }, '872')).toBe(false);
    expect(hasDocument({}, '872')).toBe(false);
  });
});

describe('record health: the portal profile against SIASN', () => {
  it('notes a different sign-in name and e-mail as info: SIASN\'s is the official one, no fix offered', () => {
    const problems = findRecordProblems(input({ profile: { name: 'Siti Aminah', email: 'lain@x.localhost', employee_number: null } }));
    expect(problems.map((p) => [p.code, p.severity, p.link])).toEqual([
      ['PROFILE_NAME_DIFFERS', 'info', null],
      ['PROFILE_EMAIL_DIFFERS', 'info', null],
    ]);
    expect(problems[0].detail).toContain('Nama resmi Anda adalah nama di SIASN: Siti Aminah, S.Pd., M.Pd.');
    expect(problems[1].detail).toMatch(/Email resmi kepegawaian Anda adalah email di SIASN: .+\. Email lain@x\.localhost hanya dipakai untuk masuk/);
    // Never tells the person to overwrite either value.
    for (const p of problems) expect(p.detail).not.toMatch(/Perbarui|Ubah Biodata|ganti/i);
  });

  it('lists notes after the problems', () => {
    const problems = findRecordProblems(input({ dataUtama: { ...UTAMA, nik: '' }, profile: { name: 'Siti Aminah', email: null, employee_number: null } }));
    expect(problems.map((p) => p.severity)).toEqual(['error', 'info']);
  });

  it('compares nothing without a portal account, or an empty portal name or e-mail', () => {
    expect(codes(input({ profile: null }))).toEqual([]);
    expect(codes(input({ profile: { name: '', email: null, employee_number: null } }))).toEqual([]);
  });
});

describe('record health: degree titles in the name', () => {
  it('finds a degree whose title is not in the SIASN name (title rule: dots, case, spaces around)', () => {
    const pendidikan = [
      { tkPendidikanNama: 'S-1/Sarjana', pendidikanNama: 'Pendidikan Biologi', gelarBelakang: 'S.Pd.' },
      { tkPendidikanNama: 'S-3', pendidikanNama: 'Ilmu Pendidikan', gelarDepan: 'Dr.', gelarBelakang: '' },
      { tkPendidikanNama: 'D-III', pendidikanNama: 'Akuntansi', gelarBelakang: 'A.Md.' },
    ];
    const problems = findRecordProblems(input({ pendidikan }));
    expect(problems.map((p) => [p.code, p.section, p.link])).toEqual([
      ['DEGREE_TITLE_NOT_IN_NAME', 'gelar', '/pemutakhiran-data/gelar'],
      ['DEGREE_TITLE_NOT_IN_NAME', 'gelar', '/pemutakhiran-data/gelar'],
    ]);
    expect(problems[0].title).toContain('Dr.');
    expect(problems[1].detail).toContain('D-III Akuntansi');
  });

  it('matches each title of a name field: commas behind, spaces or commas in front', () => {
    expect(titleInName('M.Pd', 'S.Pd., M.Pd.', 'belakang')).toBe(true);
    expect(titleInName('S. Pd', 'S.Pd.', 'belakang')).toBe(false);
    expect(titleInName('Ir.', 'Dr. Ir.', 'depan')).toBe(true);
    expect(titleInName('dr.', 'Dr.', 'depan')).toBe(true);
    expect(titleInName('Drs.', '', 'depan')).toBe(false);
  });
});

describe('record health: contact and identity data', () => {
  it('names an empty e-mail, phone, NIK and NPWP, errors first', () => {
    const problems = findRecordProblems(input({ dataUtama: { ...UTAMA, email: '', emailGov: ' ', noHp: '', nik: null, noNpwp: '' }, profile: null }));
    expect(problems.map((p) => [p.code, p.severity])).toEqual([
      ['EMAIL_MISSING', 'error'],
      ['NIK_MISSING', 'error'],
      ['PHONE_MISSING', 'warning'],
      ['NPWP_MISSING', 'warning'],
    ]);
    expect(new Set(problems.map((p) => p.link))).toEqual(new Set(['/pemutakhiran-data/ubah-data']));
  });

  it('takes a telephone number for a phone, and the agency e-mail for an e-mail', () => {
    expect(codes(input({ dataUtama: { ...UTAMA, noHp: '', noTelp: '0315551234', email: '' }, profile: null }))).toEqual([]);
  });

  it('links sections by their menu path', () => {
    expect(problemLink('inbox-usulan')).toBe('/pemutakhiran-data/usulan-siasn/inbox-usulan');
    expect(problemLink('gelar')).toBe('/pemutakhiran-data/gelar');
  });
});

describe('profile comparison (moved from components/siasn to utils/rules)', () => {
  const data = { nama: 'Siti Aminah', gelarDepan: 'dr.', gelarBelakang: 'M.Kes.', nipBaru: '198807202011012003', email: '', emailGov: 'siti@jatim.localhost' };

  it('compares name and titles, NIP and either e-mail', () => {
    expect(compareProfile({ name: 'Dr  siti aminah, m.kes', email: 'SITI@jatim.localhost', employee_number: '198807202011012003' }, data).map((c) => c.same)).toEqual([true, true, true]);
    expect(sameNameAndTitles('Siti Aminah, M.Kes.', data)).toBe(false);
    expect(compareProfile({ name: null, email: null, employee_number: null }, data)).toEqual([
      { key: 'name', portal: '-', siasn: 'dr. Siti Aminah, M.Kes.', same: false },
      { key: 'nip', portal: '-', siasn: '198807202011012003', same: false },
      { key: 'email', portal: '-', siasn: 'siti@jatim.localhost', same: false },
    ]);
  });

  it('writes SIASN three name fields as one', () => {
    expect(fullName('', 'Budi', 'S.Kom.')).toBe('Budi, S.Kom.');
    expect(fullName('Dr.', ' Budi ', null)).toBe('Dr. Budi');
  });
});
