import { z } from 'zod';
import { optionalDmyDate, optionalField } from './siasn-fields';

// Ubah Biodata: the contact and identity fields SIASN lets a civil servant change through
// data-utama-update (siasn-protocol.md 4): only names in its payload list, so not the postal code,
// which data utama shows but the update does not take (docs/personnel-writes.md 7). Keys are data utama's read names; the server maps them
// to the snake_case update names (server/siasn/biodata.ts).

const digits = (min: number, max: number, what: string) =>
  z.union([z.literal(''), z.string().trim().regex(new RegExp(`^\\d{${min},${max}}$`), `${what} ${min === max ? min : `${min}-${max}`} angka`)]).optional();

export const BIODATA_CHANGE_FIELDS = ['email', 'emailGov', 'noHp', 'noTelp', 'alamat', 'noNpwp', 'tglNpwp', 'bpjs', 'noTaspen'] as const;
export type BiodataField = (typeof BIODATA_CHANGE_FIELDS)[number];

export const BiodataChangeInput = z
  .object({
    email: z.union([z.literal(''), z.email('Email tidak valid').max(120)]).optional(),
    emailGov: z.union([z.literal(''), z.email('Email tidak valid').max(120)]).optional(),
    noHp: z.union([z.literal(''), z.string().trim().regex(/^(\+62|0)8\d{7,12}$/, 'Nomor HP diawali 08 atau +628')]).optional(),
    noTelp: z.union([z.literal(''), z.string().trim().regex(/^[0-9+() -]{6,20}$/, 'Nomor telepon tidak valid')]).optional(),
    alamat: optionalField(300),
    noNpwp: digits(15, 16, 'NPWP'),
    tglNpwp: optionalDmyDate,
    bpjs: digits(11, 13, 'Nomor BPJS'),
    noTaspen: optionalField(30),
  })
  .strict()
  .refine((v) => BIODATA_CHANGE_FIELDS.some((key) => v[key] !== undefined), { message: 'Isi minimal satu data yang ingin diubah' });

export type BiodataChange = z.infer<typeof BiodataChangeInput>;

/** Where a request stands: sent and not yet seen in SIASN, seen, or still not seen after 2x24 hours. */
export type BiodataRequestState = 'menunggu' | 'diterapkan' | 'terlambat';

export interface BiodataRequest {
  id: number;
  at: string;
  changes: Partial<Record<BiodataField, string>>;
  state: BiodataRequestState;
  message: string | null;
}
