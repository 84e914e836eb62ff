import { REFERENCE_LISTS } from '@/sandboxes/siasn/data/references.mjs';
import type { RecordKind } from '@/utils/catalogue/personnel-writes';
import type { RecordInput } from '@/utils/schemas/siasn-records';

// A valid form input per record kind, with reference ids the SIASN sandbox knows.
const first = (name: string) => String(REFERENCE_LISTS[name][0].id);

export function validInputs(unorId: string): { [K in RecordKind]: RecordInput<K> } {
  const penilai = { penilaiNama: 'Drs. Bambang Sutrisno', penilaiNipNrp: '197001011995031001', penilaiGolongan: '41', penilaiUnorNama: 'Badan Kepegawaian Daerah', statusPenilai: 'ASN' as const };
  return {
    jabatan: { jenisJabatan: '4', unorId, jabatanFungsionalUmumId: first('jabatan-fungsional-umum'), nomorSk: '821/123/204/2026', tanggalSk: '02-01-2026', tmtJabatan: '02-01-2026' },
    angkakredit: {
      nomorSk: 'PAK/12/2026', tanggalSk: '15-03-2026', bulanMulaiPenailan: 1, tahunMulaiPenailan: 2025, bulanSelesaiPenailan: 12, tahunSelesaiPenailan: 2025,
      kreditUtamaBaru: 12.5, kreditPenunjangBaru: 3.25, isAngkaKreditPertama: false, isIntegrasi: false, isKonversi: true,
    },
    skp22: { tahun: 2025, hasilKinerjaNilai: 2, perilakuKerjaNilai: 1, penilaiJabatan: 'Kepala Bidang', ...penilai },
    kinerjaperiodik: { tahun: 2026, periodikId: '2', bulanMulaiPenilaian: 4, bulanSelesaiPenilaian: 6, hasilKinerjaNilai: 2, perilakuKerjaNilai: 2, penilaiJabatanNama: 'Kepala Bidang', ...penilai },
    diklat: { latihanStrukturalId: first('latihan-struktural'), nomor: 'DK-2026-001', tanggal: '01-06-2026', tanggalSelesai: '30-06-2026', institusiPenyelenggara: 'BPSDM Provinsi Jawa Timur', jumlahJam: 120 },
    kursus: {
      jenisDiklatId: first('jenis-diklat'), namaKursus: 'Pelatihan Analisis Data Kepegawaian', nomorSertipikat: 'SERT/2026/77', institusiPenyelenggara: 'BPSDM Provinsi Jawa Timur',
      jumlahJam: 32, tanggalKursus: '10-08-2026', tanggalSelesaiKursus: '13-08-2026',
    },
    penghargaan: { hargaId: '201', skNomor: 'KEP/45/TK/2026', skDate: '17-08-2026' },
    sertifikasi: { namaSertifikasi: 'Sertifikasi Pengadaan Barang/Jasa', nomorSertifikat: 'LKPP-2026-0099', tanggalSertifikat: '05-05-2026', lembagaSertifikasiNama: 'LKPP' },
  };
}
