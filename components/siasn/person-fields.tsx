import { rankLabel } from '@/utils/catalogue/ranks';
import { nameWithTitles } from './person';
import { Stacked, textOf, type FieldSpec } from './record-fields';
import { PositionName } from './record-tags';

// Fields of data utama that several views show (Data Utama, Ubah Biodata, the ticket's requester card).

export const NAME_FIELD: FieldSpec = { key: 'nama', show: (row) => nameWithTitles(row.gelarDepan, row.nama, row.gelarBelakang) };

/** The current golongan with its pangkat: "Penata Tingkat I (III/d)". */
export const RANK_FIELD: FieldSpec = { key: 'golRuangAkhirId', show: (row) => rankLabel(textOf(row.golRuangAkhirId)) ?? textOf(row.golRuangAkhir) };

export const POSITION_FIELD: FieldSpec = { key: 'jabatanNama', show: (row) => <PositionName typeId={row.jenisJabatanId} name={row.jabatanNama} /> };

/** The unit with its perangkat daerah under it. */
export const UNIT_FIELD: FieldSpec = { key: 'unorNama', show: (row) => <Stacked main={textOf(row.unorNama)} sub={textOf(row.unorIndukNama)} /> };
