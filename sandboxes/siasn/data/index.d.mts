// Types for TypeScript callers (tests, later the sandbox server) of index.mjs.

/** A row as SIASN sends it: the fields below are the ones callers read most; all are present. */
export type Row = Record<string, unknown>;
/** A read row's documents, keyed by id_ref_dokumen. */
export type DocPath = Record<string, { dok_id: string; dok_nama: string; dok_uri: string; object: string; slug: string }>;

export interface PersonSummary {
  nip: string;
  pnsId: string;
  nama: string;
  gelarDepan: string;
  gelarBelakang: string;
  /** `dr. Siti Aminah, M.Kes.` */
  fullName: string;
  /** The identity sandbox's login name, for demo accounts. */
  username: string | null;
  pppk: boolean;
  /** The unit's CepatKode, e.g. `BKD.01.02`. */
  unitCode: string;
  unorId: string;
  role: 'head' | 'staff';
}

export interface DataUtama extends Row {
  id: string; nipBaru: string; nama: string; gelarDepan: string; gelarBelakang: string; tglLahir: string; jenisKelamin: 'M' | 'F';
  tmtCpns: string; tmtPns: string; kedudukanPnsNama: string; statusPegawai: string; golRuangAkhirId: string; jenisJabatanId: string; jabatanNama: string;
  unorId: string; unorNama: string; path: string;
}
export interface GolonganRow extends Row { id: string; golonganId: string; golongan: string; pangkat: string; tmtGolongan: string; jenisKPId: string; path: DocPath }
export interface JabatanRow extends Row { id: string; jenisJabatan: string; eselonId: string; namaJabatan: string; tmtJabatan: string; unorId: string; path: DocPath }
export interface PendidikanRow extends Row { id: string; tkPendidikanId: string; tglLulus: string; gelarDepan: string; gelarBelakang: string; isPendidikanPertama: '1' | '0' }
export interface AngkaKreditRow extends Row {
  id: string; pns: string; rwJabatan: string; kreditBaruTotal: number; isAngkaKreditPertama: '1' | '0'; isIntegrasi: '1' | '0'; isKonversi: '1' | '0'; Sumber: string;
}
export interface Skp22Row extends Row { id: string; tahun: number; hasilKinerjaNilai: number; PerilakuKerjaNilai: number; KuadranKinerjaNilai: number; kuadranKinerja: string }
export interface KinerjaPeriodikRow extends Row { id: string; tahun: number; periodikId: number; hasilKinerjaNilai: number; perilakuKerjaNilai: number; kuadranKinerjaNilai: number; koefisenId: string }
export interface PenghargaanRow extends Row { ID: string; tahun: number; hargaId: string; hargaNama: string; pnsOrangId: string }
export interface Orang extends Row { id: string; nama: string; tglLahir: string; jenisKelamin: 'M' | 'F'; ayahId: string; ibuId: string; StatusHidup: string }
export interface DataPasangan { nipBaru: string; nipLama: string; idPns: string; listPasangan: { orang: Orang; statusNikah: string; dataPernikahan: Row & { tgglMenikah: string; tgglCerai: string } }[] }
export interface IpasnScore extends Row { kualifikasi: string; kompetensi: string; kinerja: string; disiplin: string; subtotal: string; created_at: string }
export interface RefUnorRow { Id: string; InstansiId: string; DiatasanId: string | null; EselonId: string; NamaUnor: string; NamaJabatan: string; CepatKode: string; IndukUnorId: string; PemimpinPnsId: string; JenisUnorId: string }

type Section<T> = (nip: string) => T | null;

export interface Province {
  seed: string;
  /** `DD-MM-YYYY`. */
  today: string;
  size: number;
  people: PersonSummary[];
  findByNip(nip: string): PersonSummary | null;
  /** A PNS's ranks, oldest first (`tmt` a day number since 1970-01-01); [] for PPPK, null for an unknown NIP. */
  rankHistory(nip: string): { rankId: number; tmt: number; jenisKP: string }[] | null;
  dataUtama: Section<DataUtama>;
  /** Always null: the province has no part-time PPPK. */
  dataUtamaParuhWaktu: Section<DataUtama>;
  /** The current IP ASN score (`created_at` `YYYY-MM-DD HH:mm:ss`, this year's or last year's); null before the person served or for an unknown NIP. */
  nilaiIpasn(nip: string): IpasnScore | null;
  rwJabatan: Section<JabatanRow[]>;
  rwGolongan: Section<GolonganRow[]>;
  rwPendidikan: Section<PendidikanRow[]>;
  rwDiklat: Section<Row[]>;
  rwKursus: Section<Row[]>;
  rwAngkaKredit: Section<AngkaKreditRow[]>;
  rwSkp22: Section<Skp22Row[]>;
  rwSkp: Section<Row[]>;
  rwKinerjaPeriodik: Section<KinerjaPeriodikRow[]>;
  rwPenghargaan: Section<PenghargaanRow[]>;
  rwSertifikasi: Section<Row[]>;
  dataPasangan: Section<DataPasangan>;
  /** Null also when the person has no children (SIASN answers 404 then). */
  dataAnak: Section<{ listAnak: Orang[] }>;
  dataOrtu: Section<Row & { idPns: string; ayahId: string; ibuId: string; ayah: Orang; ibu: Orang }>;
  rwMasaKerja: Section<Row[]>;
  rwCltn: Section<Row[]>;
  rwHukdis: Section<Row[]>;
  rwPwk: Section<Row[]>;
  rwPindahInstansi: Section<Row[]>;
  rwPnsUnor: Section<Row[]>;
  rwPemberhentian: Section<Row[]>;
  rwDp3: Section<Row[]>;
  rwTubel: Section<Row[]>;
  /** Whose generated riwayat row (any rw-* section) an id is, and its section; the first call indexes the province. */
  recordOwner(id: string): { nip: string; section: SectionName } | null;
  /** `/referensi/ref-unor` rows (PascalCase keys). */
  refUnor(): RefUnorRow[];
}

export type SectionName = Exclude<keyof Province, 'seed' | 'today' | 'size' | 'people' | 'findByNip' | 'rankHistory' | 'recordOwner' | 'refUnor'>;

export const DEFAULT_SEED: string;
/** The province for a seed and a day; memoised, so the same arguments give the same object. */
export function generateProvince(options: { seed?: string | number; today: string | Date }): Province;
/** The same province, built afresh (not memoised). */
export function buildProvince(options: { seed?: string | number; today: string | Date }): Province;
/** Endpoint path (`/pns/rw-jabatan/{nip}`) -> the Province method that answers it. */
export const READ_SECTIONS: Record<string, SectionName>;
/** Single-record kind (`/{kind}/id/{rwId}`: jabatan, angkakredit, diklat, kursus, hukdis, penghargaan, skp, skp22) -> its section. */
export const SINGLE_RECORD_SECTIONS: Record<string, SectionName>;

export interface NipParts { birth: string; appointedYear: number; cpnsMonth: number | null; pppk: boolean; gender: 'M' | 'F'; sequence: number }
/** Parts of an 18-digit NIP (or NI PPPK), null when it is not one. */
export function parseNip(nip: string | null | undefined): NipParts | null;
