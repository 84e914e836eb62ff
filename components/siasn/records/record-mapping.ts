import type { RecordKind } from '@/utils/catalogue/personnel-writes';
import { RECORD_KIND_INFO } from '@/utils/catalogue/personnel-writes';

// Read rows (siasn-protocol.md 3) and save inputs (RECORD_INPUT_SCHEMAS) name some fields
// differently (kursus noSertipikat -> nomorSertipikat, sertifikasi masaBerlakuSertSelesai ->
// masaBerlakuSertSelasai, skp22 PerilakuKerjaNilai, penghargaan ID...). This table is the one place
// that says which read field fills which form field, and how its value is read.

/** text: a string as is; date: DD-MM-YYYY, SIASN's empty day 01-01-0001 as none; id: a code as text; number; flag: '1'/1 yes. */
type FieldType = 'text' | 'date' | 'id' | 'number' | 'flag';

/** [input field, read field(s) tried in order, type]. */
type FieldMap = readonly [input: string, read: string | readonly string[], type: FieldType];

export interface KindMapping {
  fields: readonly FieldMap[];
  /** A picker's label for the pre-filled id: input field -> the read field holding its name. */
  labels?: Readonly<Record<string, string>>;
  /** Values of a new entry besides the empty ones. */
  defaults?: Readonly<Record<string, unknown>>;
}

const PENILAI: readonly FieldMap[] = [
  ['penilaiNama', ['penilaiNama', 'namaPenilai'], 'text'],
  ['penilaiNipNrp', ['penilaiNipNrp', 'nipNrpPenilai'], 'text'],
  ['penilaiGolongan', ['penilaiGolongan', 'penilaiGolonganId'], 'id'],
  ['penilaiUnorNama', ['penilaiUnorNama', 'penilaiUnorNm'], 'text'],
  ['statusPenilai', 'statusPenilai', 'text'],
];

export const RECORD_MAPPINGS: Readonly<Record<RecordKind, KindMapping>> = {
  jabatan: {
    fields: [
      ['jenisJabatan', 'jenisJabatan', 'id'],
      ['unorId', 'unorId', 'id'],
      ['eselonId', 'eselonId', 'id'],
      ['jabatanFungsionalId', 'jabatanFungsionalId', 'id'],
      ['jabatanFungsionalUmumId', 'jabatanFungsionalUmumId', 'id'],
      ['nomorSk', 'nomorSk', 'text'],
      ['tanggalSk', 'tanggalSk', 'date'],
      ['tmtJabatan', 'tmtJabatan', 'date'],
      ['tmtPelantikan', 'tmtPelantikan', 'date'],
    ],
    labels: { unorId: 'unorNama', eselonId: 'eselon', jabatanFungsionalId: 'jabatanFungsionalNama', jabatanFungsionalUmumId: 'jabatanFungsionalUmumNama' },
  },
  angkakredit: {
    fields: [
      // SIASN's own spelling: Penailan.
      ['rwJabatanId', ['rwJabatanId', 'rwJabatan'], 'id'],
      ['nomorSk', 'nomorSk', 'text'],
      ['tanggalSk', 'tanggalSk', 'date'],
      ['bulanMulaiPenailan', 'bulanMulaiPenailan', 'number'],
      ['tahunMulaiPenailan', 'tahunMulaiPenailan', 'number'],
      ['bulanSelesaiPenailan', 'bulanSelesaiPenailan', 'number'],
      ['tahunSelesaiPenailan', 'tahunSelesaiPenailan', 'number'],
      ['kreditUtamaBaru', 'kreditUtamaBaru', 'number'],
      ['kreditPenunjangBaru', 'kreditPenunjangBaru', 'number'],
      ['isAngkaKreditPertama', 'isAngkaKreditPertama', 'flag'],
      ['isIntegrasi', 'isIntegrasi', 'flag'],
      ['isKonversi', 'isKonversi', 'flag'],
    ],
    defaults: { kreditPenunjangBaru: 0 },
  },
  skp22: {
    fields: [
      ['tahun', 'tahun', 'number'],
      ['hasilKinerjaNilai', 'hasilKinerjaNilai', 'number'],
      // SIASN's own capital: PerilakuKerjaNilai.
      ['perilakuKerjaNilai', ['PerilakuKerjaNilai', 'perilakuKerjaNilai'], 'number'],
      ['penilaiJabatan', ['penilaiJabatan', 'penilaiJabatanNm'], 'text'],
      ...PENILAI,
    ],
    defaults: { statusPenilai: 'ASN' },
  },
  kinerjaperiodik: {
    fields: [
      ['tahun', 'tahun', 'number'],
      ['periodikId', 'periodikId', 'id'],
      ['bulanMulaiPenilaian', 'bulanMulaiPenilaian', 'number'],
      ['bulanSelesaiPenilaian', 'bulanSelesaiPenilaian', 'number'],
      ['hasilKinerjaNilai', 'hasilKinerjaNilai', 'number'],
      ['perilakuKerjaNilai', 'perilakuKerjaNilai', 'number'],
      // SIASN's own spelling in the read: koefisenId.
      ['koefisienId', ['koefisienId', 'koefisenId'], 'id'],
      ['penilaiJabatanNama', 'penilaiJabatanNama', 'text'],
      ...PENILAI,
    ],
    defaults: { statusPenilai: 'ASN' },
  },
  diklat: {
    fields: [
      ['latihanStrukturalId', 'latihanStrukturalId', 'id'],
      ['nomor', 'nomor', 'text'],
      ['tanggal', 'tanggal', 'date'],
      ['tanggalSelesai', 'tanggalSelesai', 'date'],
      ['institusiPenyelenggara', 'institusiPenyelenggara', 'text'],
      ['jumlahJam', 'jumlahJam', 'number'],
    ],
    labels: { latihanStrukturalId: 'latihanStrukturalNama' },
  },
  kursus: {
    fields: [
      ['jenisDiklatId', ['jenisDiklatId', 'jenisKursusId'], 'id'],
      ['namaKursus', 'namaKursus', 'text'],
      ['nomorSertipikat', 'noSertipikat', 'text'],
      ['institusiPenyelenggara', 'institusiPenyelenggara', 'text'],
      ['jumlahJam', 'jumlahJam', 'number'],
      ['tanggalKursus', 'tanggalKursus', 'date'],
      ['tanggalSelesaiKursus', 'tanggalSelesaiKursus', 'date'],
    ],
    labels: { jenisDiklatId: 'jenisKursusNama' },
  },
  penghargaan: {
    fields: [
      ['hargaId', 'hargaId', 'id'],
      ['skNomor', 'skNomor', 'text'],
      ['skDate', 'skDate', 'date'],
    ],
    labels: { hargaId: 'hargaNama' },
  },
  sertifikasi: {
    fields: [
      ['namaSertifikasi', 'namaSertifikasi', 'text'],
      ['nomorSertifikat', 'noSertifikat', 'text'],
      ['tanggalSertifikat', 'tanggalSertifikat', 'date'],
      ['masaBerlakuSertMulai', 'masaBerlakuSertMulai', 'date'],
      ['masaBerlakuSertSelasai', 'masaBerlakuSertSelesai', 'date'],
      ['lembagaSertifikasiNama', 'lembagaSertifikasiNama', 'text'],
      ['gelarDepanSert', 'gelarDepanSert', 'text'],
      ['gelarBelakangSert', 'gelarBelakangSert', 'text'],
    ],
  },
};

type Row = Readonly<Record<string, unknown>>;

/** SIASN writes "no date" as 01-01-0001. */
const NO_DATE = '01-01-0001';

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

function readValue(type: FieldType, value: unknown): unknown {
  switch (type) {
    case 'number': {
      const text = textOf(value);
      const number = text === '' ? Number.NaN : Number(text);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'flag':
      return textOf(value) === '1';
    case 'date': {
      const text = textOf(value);
      return text === NO_DATE ? '' : text;
    }
    default:
      return textOf(value);
  }
}

const emptyValue = (type: FieldType) => (type === 'number' ? undefined : type === 'flag' ? false : '');

/** The read row's id (`ID` for penghargaan), or '' when it has none. */
export const recordIdOf = (kind: RecordKind, row: Row): string => textOf(row[RECORD_KIND_INFO[kind].idField]);

export interface FormStart {
  values: Record<string, unknown>;
  /** Names of the pre-filled picker ids, so a picker shows a name before any search. */
  labels: Record<string, string>;
}

/** A form's first values: empty (with the kind's defaults) for a new entry, else from the read row, with its id. */
export function formStart(kind: RecordKind, row?: Row | null): FormStart {
  const { fields, labels = {}, defaults = {} } = RECORD_MAPPINGS[kind];
  const values: Record<string, unknown> = {};
  for (const [input, read, type] of fields) {
    if (!row) {
      values[input] = defaults[input] ?? emptyValue(type);
      continue;
    }
    const key = ([] as string[]).concat(read).find((name) => row[name] !== undefined && row[name] !== null && row[name] !== '');
    const value = key === undefined ? undefined : readValue(type, row[key]);
    values[input] = value === undefined || value === '' ? (defaults[input] ?? emptyValue(type)) : value;
  }
  const names: Record<string, string> = {};
  if (row) {
    values.id = recordIdOf(kind, row);
    for (const [input, read] of Object.entries(labels)) {
      const name = textOf(row[read]);
      if (name && values[input]) names[input] = name;
    }
  }
  return { values, labels: names };
}

/**
 * What goes to the schema from the form's values: only the kind's fields (and the id of an edit),
 * strings trimmed, an emptied number box (null) as missing.
 */
export function formInput(kind: RecordKind, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, , type] of RECORD_MAPPINGS[kind].fields) {
    const value = values[name];
    if (value === null || value === undefined) {
      if (type === 'flag') input[name] = false;
      else if (type !== 'number') input[name] = '';
      continue;
    }
    input[name] = typeof value === 'string' ? value.trim() : value;
  }
  const id = textOf(values.id);
  if (id) input.id = id;
  return input;
}

/** The row's document of the kind's type (`path[id_ref_dokumen].dok_uri`), if it has one. */
export function documentOf(kind: RecordKind, row: Row): { uri: string; name: string } | null {
  const path = row.path;
  if (!path || typeof path !== 'object') return null;
  const doc = (path as Record<string, unknown>)[RECORD_KIND_INFO[kind].document.id];
  if (!doc || typeof doc !== 'object') return null;
  const uri = textOf((doc as Record<string, unknown>).dok_uri);
  return uri ? { uri, name: textOf((doc as Record<string, unknown>).dok_nama) || RECORD_KIND_INFO[kind].document.name } : null;
}
