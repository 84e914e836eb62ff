// Saves of training and recognition: structural training (/diklat/save), courses (/kursus/save),
// awards (/penghargaan/save) and certificates (/sertifikasi/save). Save and read names differ
// (kursus nomorSertipikat -> noSertipikat, sertifikasi nomorSertifikat -> noSertifikat and
// masaBerlakuSertSelasai -> masaBerlakuSertSelesai); rows carry the read names.
import { badNumber, dateText, firstReason, numberOf, text } from './fields.mjs';
import { REFS, personIds } from './references.mjs';

const YEAR = { min: 1900, max: 2100 };
const HOURS = { min: 1, max: 10_000 };
const known = (list, p, field, label) => (REFS[list].has(text(p[field])) ? null : `${label} tidak ditemukan`);

export const diklat = {
  section: 'rwDiklat', mapKey: 'rwDiklatId', idField: 'id', personField: 'pnsOrangId',
  required: [['latihanStrukturalId', 'Jenis diklat struktural'], ['nomor', 'Nomor sertifikat'], ['tanggal', 'Tanggal mulai'], ['tanggalSelesai', 'Tanggal selesai'],
    ['tahun', 'Tahun'], ['jumlahJam', 'Jumlah jam'], ['institusiPenyelenggara', 'Institusi penyelenggara']],
  dates: ['tanggal', 'tanggalSelesai'],
  check: (p) => firstReason(known('latihan-struktural', p, 'latihanStrukturalId', 'Jenis diklat struktural'), badNumber(p, 'tahun', 'Tahun', YEAR), badNumber(p, 'jumlahJam', 'Jumlah jam', HOURS)),
  row: (p, { utama }) => ({
    ...personIds(utama), latihanStrukturalId: text(p.latihanStrukturalId), latihanStrukturalNama: REFS['latihan-struktural'].get(text(p.latihanStrukturalId)).nama,
    nomor: text(p.nomor), tanggal: text(p.tanggal), tanggalSelesai: text(p.tanggalSelesai), tahun: numberOf(p.tahun), jumlahJam: numberOf(p.jumlahJam),
    institusiPenyelenggara: text(p.institusiPenyelenggara),
  }),
};

export const kursus = {
  section: 'rwKursus', mapKey: 'rwKursusId', idField: 'id', personField: 'pnsOrangId',
  required: [['jenisDiklatId', 'Jenis diklat'], ['namaKursus', 'Nama kursus'], ['institusiPenyelenggara', 'Institusi penyelenggara'], ['jumlahJam', 'Jumlah jam'],
    ['tahunKursus', 'Tahun kursus'], ['tanggalKursus', 'Tanggal mulai']],
  dates: ['tanggalKursus', 'tanggalSelesaiKursus'],
  check: (p) => firstReason(known('jenis-diklat', p, 'jenisDiklatId', 'Jenis diklat'), badNumber(p, 'tahunKursus', 'Tahun kursus', YEAR), badNumber(p, 'jumlahJam', 'Jumlah jam', HOURS)),
  row: (p, { utama }) => ({
    // The province's courses carry the course type as both jenisKursusId and jenisDiklatId.
    ...personIds(utama), jenisKursusId: text(p.jenisDiklatId), jenisKursusNama: REFS['jenis-diklat'].get(text(p.jenisDiklatId)).nama,
    jenisKursusSertifikat: text(p.jenisKursusSertipikat) || 'S', jenisDiklatId: text(p.jenisDiklatId), namaKursus: text(p.namaKursus),
    noSertipikat: text(p.nomorSertipikat), institusiPenyelenggara: text(p.institusiPenyelenggara), jumlahJam: numberOf(p.jumlahJam),
    tahunKursus: numberOf(p.tahunKursus), tanggalKursus: text(p.tanggalKursus), tanggalSelesaiKursus: dateText(p.tanggalSelesaiKursus),
  }),
};

export const penghargaan = {
  section: 'rwPenghargaan', mapKey: 'rwPenghargaanId', idField: 'ID', personField: 'pnsOrangId',
  required: [['hargaId', 'Jenis penghargaan'], ['skNomor', 'Nomor SK'], ['skDate', 'Tanggal SK'], ['tahun', 'Tahun']],
  dates: ['skDate'],
  check: (p) => firstReason(known('penghargaan', p, 'hargaId', 'Jenis penghargaan'), badNumber(p, 'tahun', 'Tahun', YEAR)),
  row: (p, { utama }) => ({
    tahun: numberOf(p.tahun), skNomor: text(p.skNomor), skDate: text(p.skDate), hargaId: text(p.hargaId),
    hargaNama: REFS.penghargaan.get(text(p.hargaId)).nama, pnsOrangId: utama.id,
  }),
};

export const sertifikasi = {
  section: 'rwSertifikasi', mapKey: 'rwSertifikasiId', idField: 'id', personField: 'pnsOrangId',
  required: [['namaSertifikasi', 'Nama sertifikasi'], ['nomorSertifikat', 'Nomor sertifikat'], ['tanggalSertifikat', 'Tanggal sertifikat'],
    ['lembagaSertifikasiNama', 'Lembaga sertifikasi']],
  dates: ['tanggalSertifikat', 'masaBerlakuSertMulai', 'masaBerlakuSertSelasai'],
  check: () => null,
  row: (p, { keep }) => ({
    namaSertifikasi: text(p.namaSertifikasi), noSertifikat: text(p.nomorSertifikat), tanggalSertifikat: text(p.tanggalSertifikat),
    masaBerlakuSertMulai: dateText(p.masaBerlakuSertMulai), masaBerlakuSertSelesai: dateText(p.masaBerlakuSertSelasai),
    // The save names no certificate type: an update keeps it, a new row has none.
    lembagaSertifikasiNama: text(p.lembagaSertifikasiNama), jenisSertifikasiNama: keep('jenisSertifikasiNama', ''),
    gelarDepanSert: text(p.gelarDepanSert), gelarBelakangSert: text(p.gelarBelakangSert), sumber: keep('sumber', 'SIASN'),
  }),
};
