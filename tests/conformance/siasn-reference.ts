// The SIASN protocol reference (siasn-protocol.md, its Corrections first) as the conformance
// suite reads it: every endpoint the reference documents that the portal may call, with the
// request it must be: verb, where, query names, body type and field names. Transcribed from the
// reference, never from the portal or the sandbox; where they disagree, this file is the one that
// wins. Endpoints the portal calls that the reference does not document are listed apart
// (UNDOCUMENTED), each with its reason, so that a new one cannot slip in unnoticed.

import type { Endpoint } from './judge-request';

/** Which base a path is below: the API, the reference API (WSO2 token only), or a token URL. */
export type ReferenceBase = 'api' | 'ref' | 'wso2-token' | 'sso-token';

export interface ReferenceEndpoint extends Endpoint {
  base: ReferenceBase;
  method: 'GET' | 'POST' | 'DELETE';
  /** The reference's section. */
  section: string;
}

const words = (text: string) => text.split(' ');
const get = (path: string, section: string, query?: string): ReferenceEndpoint => ({ base: 'api', method: 'GET', path, section, ...(query ? { query: words(query) } : {}) });
const save = (path: string, fields: string, required: string): ReferenceEndpoint => ({
  base: 'api', method: 'POST', path, section: '4', body: { type: 'json', fields: words(fields), required: words(required) },
});
const upload = (path: string, fields: string): ReferenceEndpoint => ({ base: 'api', method: 'POST', path, section: '4', body: { type: 'multipart', fields: words(fields) } });
const remove = (kind: string): ReferenceEndpoint => ({ base: 'api', method: 'DELETE', path: `/${kind}/delete/{rwId}`, section: '4' });

/** Read sections (3): one NIP in the path, no query. */
const READS = [
  'data-utama', 'data-utama/paruhwaktu', 'rw-jabatan', 'rw-golongan', 'rw-pendidikan', 'rw-diklat', 'rw-kursus', 'rw-angkakredit', 'rw-skp22', 'rw-skp',
  'rw-kinerjaperiodik', 'rw-penghargaan', 'rw-sertifikasi', 'data-pasangan', 'data-anak', 'data-ortu', 'rw-masakerja', 'rw-cltn', 'rw-hukdis', 'rw-pwk',
  'rw-pindahinstansi', 'rw-pnsunor', 'rw-pemberhentian', 'rw-dp3', 'rw-tubel', 'rw-kompetensi', 'rw-potensi', 'rw-kgb', 'rw-kontrak',
].map((name) => get(`/pns/${name}/{nip}`, '3'));

/** Single records (3, "Also called"): `/{kind}/id/{rwId}`. */
const SINGLE_RECORDS = ['jabatan', 'angkakredit', 'diklat', 'kursus', 'hukdis', 'penghargaan', 'skp', 'skp22'].map((kind) => get(`/${kind}/id/{rwId}`, '3'));

/** Names on the reference API (6.1). */
const REFERENCE_LIST_NAMES = words(
  'agama alasan-hukuman-disiplin asn-jenis-jabatan asn-jenjang-jabatan eselon golongan instansi jabatan-fungsional jabatan-fungsional-umum jenis-anak jenis-diklat ' +
    'jenis-hukuman jenis-jabatan kanreg kedudukan-hukum kel-jabatan latihan-struktural lokasi pendidikan ref-dokumen ref-jenjang-jf satuan-kerja tingkat-pendidikan',
);

export const SIASN_REFERENCE: readonly ReferenceEndpoint[] = [
  // 1.1 and 1.2: the two token flows (form bodies; Basic auth for WSO2, no client secret for SSO).
  { base: 'wso2-token', method: 'POST', path: '', section: '1.1', body: { type: 'form', fields: ['grant_type'], values: { grant_type: 'client_credentials' } } },
  { base: 'sso-token', method: 'POST', path: '', section: '1.2', body: { type: 'form', fields: words('client_id grant_type username password'), values: { grant_type: 'password' } } },
  ...READS,
  get('/pns/photo/{pnsId}', '3'),
  // Corrections: one current score; the NIP in the path, as ?nipBaru= or ?nip=, never a year.
  get('/pns/nilaiipasn/{nip}', 'Corrections, 3', 'nipBaru'),
  get('/pns/nilaiipasn', 'Corrections, 3', 'nip'),
  get('/jabatan/pns/{nip}', 'Corrections, 3'),
  ...SINGLE_RECORDS,
  save('/jabatan/save', 'id pnsId instansiId satuanKerjaId unorId jenisJabatan eselonId jabatanFungsionalId jabatanFungsionalUmumId nomorSk tanggalSk tmtJabatan tmtPelantikan path', 'pnsId'),
  save('/angkakredit/save', 'id pnsId rwJabatanId nomorSk tanggalSk bulanMulaiPenailan tahunMulaiPenailan bulanSelesaiPenailan tahunSelesaiPenailan kreditUtamaBaru kreditPenunjangBaru kreditBaruTotal isAngkaKreditPertama isIntegrasi isKonversi path', 'pnsId rwJabatanId'),
  save('/skp22/save', 'id tahun pnsDinilaiOrang hasilKinerjaNilai perilakuKerjaNilai kuadranKinerjaNilai statusPenilai penilaiNama penilaiNipNrp penilaiGolongan penilaiJabatan penilaiUnorNama path', 'tahun pnsDinilaiOrang'),
  save('/kinerjaperiodik/save', 'id pnsDinilaiId tahun periodikId bulanMulaiPenilaian bulanSelesaiPenilaian tahunMulaiPenilaian tahunSelesaiPenilaian hasilKinerjaNilai perilakuKerjaNilai kuadranKinerjaNilai koefisienId statusPenilai penilaiNama penilaiNipNrp penilaiGolongan penilaiJabatanNama penilaiUnorNama path', 'pnsDinilaiId tahun'),
  save('/diklat/save', 'id pnsOrangId instansiId latihanStrukturalId nomor tahun tanggal tanggalSelesai institusiPenyelenggara jumlahJam bobot jenisKompetensi path', 'pnsOrangId'),
  save('/kursus/save', 'id pnsOrangId instansiId jenisDiklatId jenisKursus jenisKursusSertipikat namaKursus nomorSertipikat institusiPenyelenggara jumlahJam lokasiId tahunKursus tanggalKursus tanggalSelesaiKursus path', 'pnsOrangId'),
  save('/penghargaan/save', 'id pnsOrangId hargaId skNomor skDate tahun path', 'pnsOrangId'),
  save('/hukdis/save', 'id pnsOrangId jenisHukumanId jenisTingkatHukumanId alasanHukumanDisiplinId kedudukanHukumId golonganId golonganLama skNomor skTanggal hukumanTanggal akhirHukumanTanggal masaTahun masaBulan nomorPp keterangan skPembatalanNomor skPembatalanTanggal hukdisYangDiberhentikanId path', 'pnsOrangId'),
  save('/sertifikasi/save', 'id pnsOrangId namaSertifikasi nomorSertifikat tanggalSertifikat masaBerlakuSertMulai masaBerlakuSertSelasai lembagaSertifikasiId lembagaSertifikasiNama rumpunJabatanId gelarDepanSert gelarBelakangSert path', 'pnsOrangId'),
  save('/pns/data-utama-update', 'pns_orang_id agama_id alamat email email_gov kabupaten_id karis_karsu kelas_jabatan kpkn_id lokasi_kerja_id nomor_bpjs nomor_hp nomor_telpon npwp_nomor npwp_tanggal tanggal_taspen tapera_nomor taspen_nomor', 'pns_orang_id'),
  // Deletes (4): only these were seen; none for skp22 or hukdis (Corrections).
  ...['jabatan', 'angkakredit', 'diklat', 'kursus', 'penghargaan', 'kinerjaperiodik', 'sertifikasi'].map(remove),
  upload('/upload-dok', 'file id_ref_dokumen'),
  upload('/upload-dok-rw', 'file id_riwayat id_ref_dokumen'),
  upload('/upload-photo', 'pns_id file'),
  upload('/upload-dok-sk-kp', 'id_usulan no_sk tgl_sk file'),
  get('/download-dok', '4', 'filePath'),
  // 5: agency lists.
  get('/pns/list-kp-instansi', '5', 'periode limit offset'),
  get('/pns/list-pensiun-instansi', '5', 'tglAwal tglAkhir'),
  get('/pengadaan/list-pengadaan-instansi', 'Corrections, 5', 'tahun limit offset'),
  get('/imut/simpeg/usulan/list', 'Corrections, 5', 'instansi_id limit offset no_surat_usulan'),
  // 6.1: reference data.
  get('/referensi/ref-unor', '6.1', 'limit offset'),
  ...REFERENCE_LIST_NAMES.map((name): ReferenceEndpoint => ({ base: 'ref', method: 'GET', path: `/${name}/search`, section: '6.1', query: ['limit', 'offset'] })),
];

/**
 * What the portal sends that the reference does not document, each with why it is kept. The
 * conformance test fails on anything else outside the reference.
 */
export const UNDOCUMENTED: readonly { endpoint: ReferenceEndpoint; why: string }[] = [
  {
    endpoint: save('/imut/simpeg/usulan/save', 'id nip jenis_layanan_id keterangan data path', 'nip jenis_layanan_id'),
    why: 'The reference names only the proposal list (5); the save is inferred (docs/personnel-writes.md section 3) and the sandbox answers it the same way. `id` re-sends a proposal sent back for its documents (section 4: "send the row id to update"; docs/personnel.md, Usulan SIASN).',
  },
];

/** Query names the portal adds to a documented endpoint, with why a real gateway is safe with them. */
export const EXTRA_QUERY: Readonly<Record<string, { names: readonly string[]; why: string }>> = {
  '/pns/list-pensiun-instansi': {
    names: ['limit', 'offset'],
    why: 'Paging as on the other agency lists. A gateway that ignores them answers every row with `count`, which ends the paged sync after one page (server/jobs/paged-sync.ts).',
  },
};
