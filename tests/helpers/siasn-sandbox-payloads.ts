// Save payloads (protocol 4, camelCase) for the SIASN sandbox's eight record kinds, with the read
// fields (protocol 3) each leaves: the read names differ from the save names in places, on purpose.
import { expect } from 'vitest';
import type { DataUtama, Province } from '../../sandboxes/siasn/data/index.mjs';
import type { SiasnSandbox } from '../../sandboxes/siasn/server.mjs';
import { NIP, call } from './siasn-sandbox-http';

export interface KindCase {
  kind: string;
  /** The read endpoint's path before the NIP. */
  read: string;
  /** The key of the id in the save's mapData; null when mapData is the bare id (skp22). */
  mapKey: string | null;
  /** False for the kinds the sandbox has no delete route for, as no client deletes them. */
  deletable: boolean;
  idField: 'id' | 'ID';
  /** The person field: PNS id of data utama. */
  personField: string;
  payload: Record<string, unknown>;
  /** Read fields the saved row carries. */
  expected: Record<string, unknown>;
  /** Payload fields of an update, and the read fields after it. */
  change: Record<string, unknown>;
  changed: Record<string, unknown>;
}

const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const appraiser = { statusPenilai: 'ASN', penilaiNama: 'Budi Santoso', penilaiNipNrp: '197001011995031001', penilaiGolongan: '41' };

export function kindCases({ utama, jabatanId, jf }: { utama: DataUtama; jabatanId: string; jf: { id: string; nama: string } }): KindCase[] {
  const pns = utama.id;
  return [
    {
      kind: 'jabatan', read: '/pns/rw-jabatan/', mapKey: 'rwJabatanId', deletable: true, idField: 'id', personField: 'pnsId',
      payload: {
        pnsId: pns, instansiId: utama.instansiKerjaId, satuanKerjaId: utama.satuanKerjaKerjaId, unorId: utama.unorId, jenisJabatan: '2', eselonId: '',
        jabatanFungsionalId: jf.id, jabatanFungsionalUmumId: '', nomorSk: '821.2/100/204/2026', tanggalSk: '01-04-2026', tmtJabatan: '01-04-2026', tmtPelantikan: '', path: [],
      },
      expected: { jenisJabatan: '2', jabatanFungsionalId: jf.id, jabatanFungsionalNama: jf.nama, namaJabatan: jf.nama, unorId: utama.unorId, unorNama: utama.unorNama, idPns: pns, tmtPelantikan: '01-01-0001' },
      change: { nomorSk: '821.2/101/204/2026' }, changed: { nomorSk: '821.2/101/204/2026' },
    },
    {
      kind: 'angkakredit', read: '/pns/rw-angkakredit/', mapKey: 'rwAngkaKreditId', deletable: true, idField: 'id', personField: 'pnsId',
      payload: {
        pnsId: pns, rwJabatanId: jabatanId, nomorSk: '800/12/204/2026', tanggalSk: '10-02-2026', bulanMulaiPenailan: '1', tahunMulaiPenailan: '2025',
        bulanSelesaiPenailan: '12', tahunSelesaiPenailan: '2025', kreditUtamaBaru: '12.5', kreditPenunjangBaru: '0', kreditBaruTotal: '12.5',
        isAngkaKreditPertama: '0', isIntegrasi: '0', isKonversi: '1',
      },
      expected: { pns, rwJabatan: jabatanId, kreditUtamaBaru: 12.5, kreditBaruTotal: 12.5, bulanMulaiPenailan: '1', isKonversi: '1', Sumber: 'SIASN', created_at: expect.stringMatching(STAMP), updated_at: expect.stringMatching(STAMP) },
      change: { kreditUtamaBaru: '25', kreditBaruTotal: '' }, changed: { kreditUtamaBaru: 25, kreditBaruTotal: 25 },
    },
    {
      kind: 'skp22', read: '/pns/rw-skp22/', mapKey: null, deletable: false, idField: 'id', personField: 'pnsDinilaiOrang',
      payload: { pnsDinilaiOrang: pns, tahun: 2025, hasilKinerjaNilai: 2, perilakuKerjaNilai: 1, kuadranKinerjaNilai: 2, penilaiJabatan: 'Kepala Seksi', penilaiUnorNama: utama.unorNama, ...appraiser },
      expected: { tahun: 2025, hasilKinerja: 'Sesuai Ekspektasi', hasilKinerjaNilai: 2, PerilakuKerjaNilai: 1, KuadranKinerjaNilai: 2, kuadranKinerja: 'Baik', namaPenilai: 'Budi Santoso', pnsDinilaiId: pns },
      change: { hasilKinerjaNilai: 1, kuadranKinerjaNilai: 1 }, changed: { hasilKinerja: 'Diatas Ekspektasi', KuadranKinerjaNilai: 1, kuadranKinerja: 'Sangat Baik' },
    },
    {
      kind: 'kinerjaperiodik', read: '/pns/rw-kinerjaperiodik/', mapKey: 'rwKinerjaPeriodikId', deletable: true, idField: 'id', personField: 'pnsDinilaiId',
      payload: {
        pnsDinilaiId: pns, tahun: 2026, periodikId: 2, bulanMulaiPenilaian: 1, bulanSelesaiPenilaian: 3, tahunMulaiPenilaian: 2026, tahunSelesaiPenilaian: 2026,
        hasilKinerjaNilai: 1, perilakuKerjaNilai: 1, kuadranKinerjaNilai: 1, koefisienId: '12', penilaiJabatanNama: 'Kepala Seksi', penilaiUnorNama: utama.unorNama, ...appraiser,
      },
      expected: { tahun: 2026, periodikId: 2, periodikNama: 'Triwulanan', bulanSelesaiPenilaian: 3, koefisenId: '12', kuadranNilai: 1, persentase: 150, nip: utama.nipBaru, pnsDinilaiId: pns },
      change: { bulanMulaiPenilaian: 4, bulanSelesaiPenilaian: 6 }, changed: { bulanMulaiPenilaian: 4, bulanSelesaiPenilaian: 6 },
    },
    {
      kind: 'diklat', read: '/pns/rw-diklat/', mapKey: 'rwDiklatId', deletable: true, idField: 'id', personField: 'pnsOrangId',
      payload: {
        pnsOrangId: pns, instansiId: utama.instansiKerjaId, latihanStrukturalId: '2', nomor: '123/PIM/2025', tahun: 2025, tanggal: '01-03-2025', tanggalSelesai: '30-05-2025',
        institusiPenyelenggara: 'BPSDM Provinsi Jawa Timur', jumlahJam: 280, bobot: 0, jenisKompetensi: '',
      },
      expected: { latihanStrukturalId: '2', latihanStrukturalNama: 'Pelatihan Kepemimpinan Pengawas', tahun: 2025, jumlahJam: 280, nipBaru: utama.nipBaru },
      change: { latihanStrukturalId: '3' }, changed: { latihanStrukturalNama: 'Pelatihan Kepemimpinan Administrator' },
    },
    {
      kind: 'kursus', read: '/pns/rw-kursus/', mapKey: 'rwKursusId', deletable: true, idField: 'id', personField: 'pnsOrangId',
      payload: {
        pnsOrangId: pns, instansiId: utama.instansiKerjaId, jenisDiklatId: '4', jenisKursus: '', jenisKursusSertipikat: 'S', namaKursus: 'Workshop Literasi Data',
        nomorSertipikat: '77/4/2025', institusiPenyelenggara: 'BPSDM', jumlahJam: '16', lokasiId: '', tahunKursus: '2025', tanggalKursus: '03-02-2025', tanggalSelesaiKursus: '04-02-2025',
      },
      expected: { jenisKursusId: '4', jenisDiklatId: '4', jenisKursusNama: 'Workshop', noSertipikat: '77/4/2025', jumlahJam: 16, tahunKursus: 2025 },
      change: { nomorSertipikat: '78/4/2025' }, changed: { noSertipikat: '78/4/2025' },
    },
    {
      kind: 'penghargaan', read: '/pns/rw-penghargaan/', mapKey: 'rwPenghargaanId', deletable: true, idField: 'ID', personField: 'pnsOrangId',
      payload: { pnsOrangId: pns, hargaId: '201', skNomor: '12/TK/2025', skDate: '13-08-2025', tahun: 2025 },
      expected: { hargaId: '201', hargaNama: 'Satyalancana Karya Satya X Tahun', tahun: 2025, pnsOrangId: pns },
      change: { hargaId: '202' }, changed: { hargaNama: 'Satyalancana Karya Satya XX Tahun' },
    },
    {
      kind: 'sertifikasi', read: '/pns/rw-sertifikasi/', mapKey: 'rwSertifikasiId', deletable: true, idField: 'id', personField: 'pnsOrangId',
      payload: {
        pnsOrangId: pns, namaSertifikasi: 'Sertifikat Kompetensi Pengadaan', nomorSertifikat: 'PBJ-0001', tanggalSertifikat: '01-06-2025', masaBerlakuSertMulai: '01-06-2025',
        masaBerlakuSertSelasai: '01-06-2028', lembagaSertifikasiId: '', lembagaSertifikasiNama: 'LKPP', rumpunJabatanId: '', gelarDepanSert: '', gelarBelakangSert: '',
      },
      expected: { noSertifikat: 'PBJ-0001', masaBerlakuSertSelesai: '01-06-2028', lembagaSertifikasiNama: 'LKPP', sumber: 'SIASN' },
      change: { masaBerlakuSertSelasai: '' }, changed: { masaBerlakuSertSelesai: '01-01-0001' },
    },
  ];
}

/** The cases of the demo NIP for a running sandbox (`auth`: its token headers), with its first jabatan fungsional. */
export async function kindCasesFor(target: SiasnSandbox, auth: Record<string, string>, province: Province): Promise<KindCase[]> {
  const reference = await call(`${target.env.SIASN_REF_API_BASE}/jabatan-fungsional/search?limit=1`, { headers: { Authorization: auth.Authorization } });
  const jf = (reference.json as { results: { id: string; nama: string }[] }).results[0];
  return kindCases({ utama: province.dataUtama(NIP)!, jabatanId: String(province.rwJabatan(NIP)![0].id), jf });
}
