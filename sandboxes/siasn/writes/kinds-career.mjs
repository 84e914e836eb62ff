// Saves of positions (/jabatan/save) and credit points (/angkakredit/save): what each requires,
// and the read row (protocol 3) it leaves, names looked up from the reference lists.
import { badNumber, dateText, firstReason, numberOf, text } from './fields.mjs';
import { INSTANSI, REFS, personIds } from './references.mjs';

const POSITION_TYPES = { 1: ['eselonId', 'Eselon', 'eselon'], 2: ['jabatanFungsionalId', 'Jabatan fungsional', 'jabatan-fungsional'], 4: ['jabatanFungsionalUmumId', 'Jabatan pelaksana', 'jabatan-fungsional-umum'] };
const agencyName = (id) => (!id || id === INSTANSI.id ? INSTANSI.nama : null);

export const jabatan = {
  section: 'rwJabatan', mapKey: 'rwJabatanId', idField: 'id', personField: 'pnsId',
  required: [['jenisJabatan', 'Jenis jabatan'], ['unorId', 'Unit organisasi'], ['nomorSk', 'Nomor SK'], ['tanggalSk', 'Tanggal SK'], ['tmtJabatan', 'TMT jabatan']],
  dates: ['tanggalSk', 'tmtJabatan', 'tmtPelantikan'],
  check(p, { unors }) {
    const type = POSITION_TYPES[text(p.jenisJabatan)];
    if (!type) return 'Jenis jabatan tidak valid';
    if (!unors.has(text(p.unorId))) return 'Unit organisasi tidak ditemukan';
    if (agencyName(text(p.instansiId)) === null || agencyName(text(p.satuanKerjaId)) === null) return 'Instansi tidak ditemukan';
    const [field, label, list] = type;
    if (!text(p[field])) return `${label} wajib diisi`;
    return REFS[list].has(text(p[field])) ? null : `${label} tidak ditemukan`;
  },
  row(p, { utama, unors, keep }) {
    const type = text(p.jenisJabatan);
    const unit = unors.get(text(p.unorId));
    const induk = unors.get(unit.IndukUnorId) ?? unit;
    const eselon = type === '1' ? REFS.eselon.get(text(p.eselonId)) : null;
    const jf = type === '2' ? REFS['jabatan-fungsional'].get(text(p.jabatanFungsionalId)) : null;
    const jfu = type === '4' ? REFS['jabatan-fungsional-umum'].get(text(p.jabatanFungsionalUmumId)) : null;
    const agency = text(p.instansiId) || INSTANSI.id;
    const satker = text(p.satuanKerjaId) || INSTANSI.id;
    return {
      ...personIds(utama), jenisJabatan: type, instansiKerjaId: agency, instansiKerjaNama: agencyName(agency), satuanKerjaId: satker, satuanKerjaNama: agencyName(satker),
      unorId: unit.Id, unorNama: unit.NamaUnor, unorIndukId: induk.Id, unorIndukNama: induk.NamaUnor, eselon: eselon?.nama ?? '', eselonId: eselon?.id ?? '',
      jabatanFungsionalId: jf?.id ?? '', jabatanFungsionalNama: jf?.nama ?? '', jabatanFungsionalUmumId: jfu?.id ?? '', jabatanFungsionalUmumNama: jfu?.nama ?? '',
      tmtJabatan: text(p.tmtJabatan), nomorSk: text(p.nomorSk), tanggalSk: text(p.tanggalSk), namaUnor: unit.NamaUnor,
      namaJabatan: jf?.nama ?? jfu?.nama ?? (unit.NamaJabatan || eselon?.nama || ''), tmtPelantikan: dateText(p.tmtPelantikan),
      // /jabatan/save carries no mutation fields (that is /jabatan/unorjabatan/save): an update keeps them.
      jenisPenugasanId: keep('jenisPenugasanId', 'D'), jenisMutasiId: keep('jenisMutasiId', ''), subJabatanId: keep('subJabatanId', ''), tmtMutasi: keep('tmtMutasi', dateText('')),
    };
  },
};

const PERIOD = [['bulanMulaiPenailan', 'Bulan mulai penilaian'], ['tahunMulaiPenailan', 'Tahun mulai penilaian'], ['bulanSelesaiPenailan', 'Bulan selesai penilaian'], ['tahunSelesaiPenailan', 'Tahun selesai penilaian']];
const flag = (value) => (text(value) === '1' ? '1' : '0');
const credit = (value) => (text(value) === '' ? 0 : numberOf(value, { decimal: true }));

export const angkakredit = {
  section: 'rwAngkaKredit', mapKey: 'rwAngkaKreditId', idField: 'id', personField: 'pnsId',
  required: [['nomorSk', 'Nomor SK'], ['tanggalSk', 'Tanggal SK'], ...PERIOD, ['kreditUtamaBaru', 'Angka kredit utama']],
  dates: ['tanggalSk'],
  check(p, { rowsOf }) {
    const reason = firstReason(
      ...PERIOD.map(([field, label]) => badNumber(p, field, label, field.startsWith('bulan') ? { min: 1, max: 12 } : { min: 1900, max: 2100 })),
      ...[['kreditUtamaBaru', 'Angka kredit utama'], ['kreditPenunjangBaru', 'Angka kredit penunjang'], ['kreditBaruTotal', 'Total angka kredit']]
        .map(([field, label]) => badNumber(p, field, label, { min: 0, max: 100_000, decimal: true })),
    );
    if (reason) return reason;
    return !text(p.rwJabatanId) || rowsOf('rwJabatan').some((row) => row.id === text(p.rwJabatanId)) ? null : 'Riwayat jabatan tidak ditemukan';
  },
  row(p, { rowsOf, keep, stamp, utama }) {
    const position = rowsOf('rwJabatan').find((row) => row.id === text(p.rwJabatanId));
    const [utamaBaru, penunjang] = [credit(p.kreditUtamaBaru), credit(p.kreditPenunjangBaru)];
    return {
      pns: utama.id, nomorSk: text(p.nomorSk), tanggalSk: text(p.tanggalSk),
      ...Object.fromEntries(PERIOD.map(([field]) => [field, String(numberOf(p[field]))])),
      kreditUtamaBaru: utamaBaru, kreditPenunjangBaru: penunjang,
      kreditBaruTotal: text(p.kreditBaruTotal) ? credit(p.kreditBaruTotal) : Math.round((utamaBaru + penunjang) * 1000) / 1000,
      rwJabatan: position?.id ?? '', namaJabatan: position?.namaJabatan ?? '',
      isAngkaKreditPertama: flag(p.isAngkaKreditPertama), isIntegrasi: flag(p.isIntegrasi), isKonversi: flag(p.isKonversi),
      Sumber: keep('Sumber', 'SIASN'), created_at: keep('created_at', stamp), updated_at: stamp,
    };
  },
};
