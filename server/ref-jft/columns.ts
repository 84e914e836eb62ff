import { optionalInteger, optionalText, requiredText } from '@/server/spreadsheets/cell-schemas';

/**
 * The reference's spreadsheet columns: the template's headers and types, and how an upload's
 * cells are checked. An ID is any text up to 64 characters (SIASN's ids are UUIDs or numbers).
 */
export const REF_JFT_COLUMNS = [
  { key: 'id', header: 'ID', type: 'text', width: 38, schema: requiredText(64) },
  { key: 'nama', header: 'Nama Jabatan', type: 'text', width: 48, schema: requiredText(300) },
  { key: 'jenjang', header: 'Jenjang', type: 'text', schema: optionalText(100) },
  { key: 'rumpun', header: 'Rumpun', type: 'text', width: 36, schema: optionalText(200) },
  { key: 'bup', header: 'BUP', type: 'integer', width: 8, schema: optionalInteger(50, 70) },
  { key: 'kelasJabatan', header: 'Kelas Jabatan', type: 'integer', schema: optionalInteger(1, 17) },
] as const;
