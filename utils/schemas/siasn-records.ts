import { z } from 'zod';
import { AWARD_TYPES } from '../catalogue/code-lists';
import type { RecordKind } from '../catalogue/personnel-writes';
import { choice, dmyDate, dmyOrder, field, hours, month, optionalDmyDate, optionalField, optionalRefId, rating, refId, rowId, year } from './siasn-fields';

// What a person fills in for each history entry (docs/personnel-writes.md section 2). The server
// adds the person's ids, the agency, the quadrant and the totals; it never takes them from here.
// A year the entry's dates already give (diklat, kursus, penghargaan) is not asked: the server
// derives it (record-payloads.ts).

const notBefore = (start: string | undefined, end: string | undefined) => !start || !end || dmyOrder(end) >= dmyOrder(start);
const END_BEFORE_START = 'Tanggal selesai tidak boleh sebelum tanggal mulai';

const JABATAN_TYPES = ['1', '2', '4'] as const;

export const JabatanInput = z
  .object({
    id: rowId,
    jenisJabatan: choice(JABATAN_TYPES, 'Pilih jenis jabatan'),
    unorId: refId,
    eselonId: optionalRefId,
    jabatanFungsionalId: optionalRefId,
    jabatanFungsionalUmumId: optionalRefId,
    nomorSk: field(100),
    tanggalSk: dmyDate,
    tmtJabatan: dmyDate,
    tmtPelantikan: optionalDmyDate,
  })
  .superRefine((v, ctx) => {
    const needs = { '1': 'eselonId', '2': 'jabatanFungsionalId', '4': 'jabatanFungsionalUmumId' } as const;
    const key = needs[v.jenisJabatan];
    if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'Wajib diisi untuk jenis jabatan ini' });
  });

const credit = z.number().min(0, 'Tidak boleh negatif').max(10_000, 'Angka kredit terlalu besar');

export const AngkaKreditInput = z
  .object({
    id: rowId,
    rwJabatanId: optionalRefId,
    nomorSk: field(100),
    tanggalSk: dmyDate,
    bulanMulaiPenailan: month,
    tahunMulaiPenailan: year,
    bulanSelesaiPenailan: month,
    tahunSelesaiPenailan: year,
    kreditUtamaBaru: credit,
    kreditPenunjangBaru: credit,
    isAngkaKreditPertama: z.boolean(),
    isIntegrasi: z.boolean(),
    isKonversi: z.boolean(),
  })
  .refine((v) => v.tahunSelesaiPenailan * 12 + v.bulanSelesaiPenailan >= v.tahunMulaiPenailan * 12 + v.bulanMulaiPenailan, {
    path: ['bulanSelesaiPenailan'],
    message: 'Masa penilaian selesai tidak boleh sebelum mulai',
  });

const penilai = {
  penilaiNama: field(150),
  penilaiNipNrp: z.string().trim().regex(/^\d{8,20}$/, 'NIP/NRP penilai 8-20 angka'),
  penilaiGolongan: refId,
  penilaiUnorNama: field(200),
  statusPenilai: z.enum(['ASN', 'NON ASN']).default('ASN'),
};

export const Skp22Input = z.object({
  id: rowId,
  tahun: year.min(2022, 'SKP 2022 ke atas'),
  hasilKinerjaNilai: rating,
  perilakuKerjaNilai: rating,
  penilaiJabatan: field(200),
  ...penilai,
});

export const KOEFISIEN_IDS = ['12', '22', '32', '42', '52', '62', '72', '82'] as const;

export const KinerjaPeriodikInput = z
  .object({
    id: rowId,
    tahun: year.min(2022, 'Kinerja periodik 2022 ke atas'),
    periodikId: choice(['1', '2'], 'Pilih periode: bulanan atau triwulanan'),
    bulanMulaiPenilaian: month,
    bulanSelesaiPenilaian: month,
    hasilKinerjaNilai: rating,
    perilakuKerjaNilai: rating,
    koefisienId: z.union([z.literal(''), z.enum(KOEFISIEN_IDS)]).optional(),
    penilaiJabatanNama: field(200),
    ...penilai,
  })
  .superRefine((v, ctx) => {
    const monthly = v.periodikId === '1';
    const ok = monthly ? v.bulanSelesaiPenilaian === v.bulanMulaiPenilaian : v.bulanMulaiPenilaian % 3 === 1 && v.bulanSelesaiPenilaian === v.bulanMulaiPenilaian + 2;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['bulanSelesaiPenilaian'], message: monthly ? 'Periode bulanan: bulan mulai dan selesai sama' : 'Periode triwulanan: Jan-Mar, Apr-Jun, Jul-Sep atau Okt-Des' });
  });

export const DiklatInput = z
  .object({
    id: rowId,
    latihanStrukturalId: refId,
    nomor: field(100),
    tanggal: dmyDate,
    tanggalSelesai: dmyDate,
    institusiPenyelenggara: field(200),
    jumlahJam: hours,
  })
  .refine((v) => notBefore(v.tanggal, v.tanggalSelesai), { path: ['tanggalSelesai'], message: END_BEFORE_START });

export const KursusInput = z
  .object({
    id: rowId,
    jenisDiklatId: refId,
    namaKursus: field(200),
    nomorSertipikat: field(100),
    institusiPenyelenggara: field(200),
    jumlahJam: hours,
    tanggalKursus: dmyDate,
    tanggalSelesaiKursus: dmyDate,
  })
  .refine((v) => notBefore(v.tanggalKursus, v.tanggalSelesaiKursus), { path: ['tanggalSelesaiKursus'], message: END_BEFORE_START });

export const PenghargaanInput = z.object({
  id: rowId,
  hargaId: refId.refine((id) => AWARD_TYPES.some((award) => award.id === id), 'Pilih jenis penghargaan dari daftar'),
  skNomor: field(100),
  skDate: dmyDate,
});

export const SertifikasiInput = z
  .object({
    id: rowId,
    namaSertifikasi: field(200),
    nomorSertifikat: field(100),
    tanggalSertifikat: dmyDate,
    masaBerlakuSertMulai: optionalDmyDate,
    masaBerlakuSertSelasai: optionalDmyDate,
    lembagaSertifikasiNama: field(200),
    gelarDepanSert: optionalField(30),
    gelarBelakangSert: optionalField(30),
  })
  .refine((v) => notBefore(v.masaBerlakuSertMulai, v.masaBerlakuSertSelasai), { path: ['masaBerlakuSertSelasai'], message: END_BEFORE_START });

export const RECORD_INPUT_SCHEMAS = {
  jabatan: JabatanInput,
  angkakredit: AngkaKreditInput,
  skp22: Skp22Input,
  kinerjaperiodik: KinerjaPeriodikInput,
  diklat: DiklatInput,
  kursus: KursusInput,
  penghargaan: PenghargaanInput,
  sertifikasi: SertifikasiInput,
} as const satisfies Record<RecordKind, z.ZodType>;

export type RecordInput<K extends RecordKind> = z.infer<(typeof RECORD_INPUT_SCHEMAS)[K]>;
export type AnyRecordInput = { [K in RecordKind]: RecordInput<K> }[RecordKind];
