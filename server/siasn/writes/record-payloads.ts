import type { RecordKind } from '@/utils/catalogue/personnel-writes';
import { quadrant } from '@/utils/rules/performance';
import { fieldText as text } from '@/utils/rules/personnel-text';
import type { RecordInput } from '@/utils/schemas/siasn-records';

// The save payloads of siasn-protocol.md section 4, built from what the person filled in and the
// ids of their own record (data utama). The person never sends their PNS id or agency.

export interface PersonIds {
  pnsId: string;
  instansiId: string;
  satuanKerjaId: string;
}

const flag = (value: boolean) => (value ? '1' : '0');
/** The year of a DD-MM-YYYY date: the year field SIASN keeps beside the dates it derives from. */
const yearOf = (date: string) => Number(date.slice(6));
/** 12.5 + 3.25 as SIASN wants it ("15.75"), without binary fractions ("15.750000000000002"). */
const sum = (a: number, b: number) => String(Math.round((a + b) * 1000) / 1000);

export function personIdsOf(dataUtama: Record<string, unknown>): PersonIds {
  return { pnsId: text(dataUtama.id), instansiId: text(dataUtama.instansiIndukId ?? dataUtama.instansiKerjaId), satuanKerjaId: text(dataUtama.satuanKerjaKerjaId ?? dataUtama.satuanKerjaIndukId) };
}

type Builders = { [K in RecordKind]: (input: RecordInput<K>, ids: PersonIds) => Record<string, unknown> };

const penilai = (v: RecordInput<'skp22'> | RecordInput<'kinerjaperiodik'>) => ({
  statusPenilai: v.statusPenilai,
  penilaiNama: v.penilaiNama,
  penilaiNipNrp: v.penilaiNipNrp,
  penilaiGolongan: v.penilaiGolongan,
  penilaiUnorNama: v.penilaiUnorNama,
});

const BUILDERS: Builders = {
  jabatan: (v, ids) => ({
    pnsId: ids.pnsId, instansiId: ids.instansiId, satuanKerjaId: ids.satuanKerjaId, unorId: v.unorId, jenisJabatan: v.jenisJabatan,
    eselonId: v.jenisJabatan === '1' ? text(v.eselonId) : '',
    jabatanFungsionalId: v.jenisJabatan === '2' ? text(v.jabatanFungsionalId) : '',
    jabatanFungsionalUmumId: v.jenisJabatan === '4' ? text(v.jabatanFungsionalUmumId) : '',
    nomorSk: v.nomorSk, tanggalSk: v.tanggalSk, tmtJabatan: v.tmtJabatan, tmtPelantikan: text(v.tmtPelantikan),
  }),
  angkakredit: (v, ids) => ({
    pnsId: ids.pnsId, rwJabatanId: text(v.rwJabatanId), nomorSk: v.nomorSk, tanggalSk: v.tanggalSk,
    bulanMulaiPenailan: String(v.bulanMulaiPenailan), tahunMulaiPenailan: String(v.tahunMulaiPenailan),
    bulanSelesaiPenailan: String(v.bulanSelesaiPenailan), tahunSelesaiPenailan: String(v.tahunSelesaiPenailan),
    kreditUtamaBaru: String(v.kreditUtamaBaru), kreditPenunjangBaru: String(v.kreditPenunjangBaru), kreditBaruTotal: sum(v.kreditUtamaBaru, v.kreditPenunjangBaru),
    isAngkaKreditPertama: flag(v.isAngkaKreditPertama), isIntegrasi: flag(v.isIntegrasi), isKonversi: flag(v.isKonversi),
  }),
  skp22: (v, ids) => ({
    tahun: v.tahun, pnsDinilaiOrang: ids.pnsId, hasilKinerjaNilai: v.hasilKinerjaNilai, perilakuKerjaNilai: v.perilakuKerjaNilai,
    kuadranKinerjaNilai: quadrant(v.hasilKinerjaNilai, v.perilakuKerjaNilai), penilaiJabatan: v.penilaiJabatan, ...penilai(v),
  }),
  kinerjaperiodik: (v, ids) => ({
    pnsDinilaiId: ids.pnsId, tahun: v.tahun, periodikId: v.periodikId,
    bulanMulaiPenilaian: v.bulanMulaiPenilaian, bulanSelesaiPenilaian: v.bulanSelesaiPenilaian, tahunMulaiPenilaian: v.tahun, tahunSelesaiPenilaian: v.tahun,
    hasilKinerjaNilai: v.hasilKinerjaNilai, perilakuKerjaNilai: v.perilakuKerjaNilai, kuadranKinerjaNilai: quadrant(v.hasilKinerjaNilai, v.perilakuKerjaNilai),
    koefisienId: text(v.koefisienId), penilaiJabatanNama: v.penilaiJabatanNama, ...penilai(v),
  }),
  diklat: (v, ids) => ({
    pnsOrangId: ids.pnsId, instansiId: ids.instansiId, latihanStrukturalId: v.latihanStrukturalId, nomor: v.nomor, tahun: yearOf(v.tanggal),
    tanggal: v.tanggal, tanggalSelesai: v.tanggalSelesai, institusiPenyelenggara: v.institusiPenyelenggara, jumlahJam: v.jumlahJam, bobot: 0, jenisKompetensi: '',
  }),
  kursus: (v, ids) => ({
    pnsOrangId: ids.pnsId, instansiId: ids.instansiId, jenisDiklatId: v.jenisDiklatId, jenisKursus: '', jenisKursusSertipikat: 'S', namaKursus: v.namaKursus,
    nomorSertipikat: v.nomorSertipikat, institusiPenyelenggara: v.institusiPenyelenggara, jumlahJam: v.jumlahJam, lokasiId: '',
    tahunKursus: yearOf(v.tanggalKursus), tanggalKursus: v.tanggalKursus, tanggalSelesaiKursus: v.tanggalSelesaiKursus,
  }),
  penghargaan: (v, ids) => ({ pnsOrangId: ids.pnsId, hargaId: v.hargaId, skNomor: v.skNomor, skDate: v.skDate, tahun: yearOf(v.skDate) }),
  sertifikasi: (v, ids) => ({
    pnsOrangId: ids.pnsId, namaSertifikasi: v.namaSertifikasi, nomorSertifikat: v.nomorSertifikat, tanggalSertifikat: v.tanggalSertifikat,
    masaBerlakuSertMulai: text(v.masaBerlakuSertMulai), masaBerlakuSertSelasai: text(v.masaBerlakuSertSelasai), lembagaSertifikasiId: '',
    lembagaSertifikasiNama: v.lembagaSertifikasiNama, rumpunJabatanId: '', gelarDepanSert: text(v.gelarDepanSert), gelarBelakangSert: text(v.gelarBelakangSert),
  }),
};

/** The body of `<kind>/save`: `id` only to update (absent creates, protocol 4). */
export function recordPayload<K extends RecordKind>(kind: K, input: RecordInput<K>, ids: PersonIds): Record<string, unknown> {
  const body = (BUILDERS[kind] as (v: RecordInput<K>, i: PersonIds) => Record<string, unknown>)(input, ids);
  return input.id ? { id: input.id, ...body } : body;
}
