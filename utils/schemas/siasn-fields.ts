import { z } from 'zod';
import { noNul } from './no-nul';

// Field types of the SIASN write forms, shared by the forms and the API (messages in Indonesian:
// the form shows them under the field, the API answers them as `{ code, message }`).

const DMY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A real calendar day written DD-MM-YYYY, as SIASN takes dates (siasn-protocol.md 4). */
export function isDmyDate(value: string): boolean {
  const match = DMY.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2100 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** DD-MM-YYYY as a number that sorts like the day (YYYYMMDD). */
export const dmyOrder = (value: string) => Number(value.slice(6) + value.slice(3, 5) + value.slice(0, 2));

/** An empty required field says so ("Wajib diisi"), before any format of what it should hold. */
const REQUIRED = { message: 'Wajib diisi', abort: true } as const;
const filled = () => z.string().trim().min(1, REQUIRED);

export const dmyDate = filled().refine(isDmyDate, 'Tanggal harus berformat DD-MM-YYYY');
export const optionalDmyDate = z.union([z.literal(''), dmyDate]).optional();

/** Free text of a form field: trimmed, at least one character, at most `max`. */
export const field = (max = 200) => z.string().check(noNul()).trim().min(1, REQUIRED).max(max, `Paling banyak ${max} karakter`);
export const optionalField = (max = 200) => z.string().check(noNul()).trim().max(max, `Paling banyak ${max} karakter`).optional();

/** A reference id (golongan, unor, jenis diklat...): SIASN ids are short codes or uuids. */
export const refId = filled().regex(/^[A-Za-z0-9-]{1,64}$/, 'Pilih dari daftar');

/** One of a closed list of codes (a select): empty is "Wajib diisi", another value `message`. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => filled().pipe(z.enum(values, message));
export const optionalRefId = z.union([z.literal(''), refId]).optional();

export const year = z.number().int('Tahun harus bilangan bulat').min(1950, 'Tahun terlalu lama').max(2100, 'Tahun tidak valid');
export const month = z.number().int().min(1, 'Bulan 1-12').max(12, 'Bulan 1-12');
/** Hasil kinerja and perilaku kerja: 1 di atas, 2 sesuai, 3 di bawah ekspektasi. */
export const rating = z.number().int().min(1, 'Nilai 1-3').max(3, 'Nilai 1-3');
export const hours = z.number().int('Jumlah jam harus bilangan bulat').min(1, 'Minimal 1 jam').max(5000, 'Jumlah jam terlalu besar');

/** The id of an existing SIASN row, sent to update it; absent to create. */
export const rowId = z.string().trim().regex(/^[A-Za-z0-9-]{1,64}$/, 'ID riwayat tidak valid').optional();
