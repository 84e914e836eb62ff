import { z } from 'zod';

// A person's IP ASN (docs/personnel.md, Portal API): SIASN's current score, and the portal's own
// history of it, one stored reading per year (docs/personnel-admin.md section 4).

export const ipAsnYearField = z.coerce.number().int('Tahun harus bilangan bulat').min(2000, 'Tahun paling awal 2000').max(2100, 'Tahun paling akhir 2100');

/** `GET /siasn/{nip}/ip-asn?tahun=`: `id` is the NIP; `tahun` asks for that year's stored reading only. */
export const IpAsnQuerySchema = z.object({ id: z.string(), tahun: ipAsnYearField.optional() });

/** One stored reading: the scores of its year (truncated to 2 decimals), when SIASN scored them and when the portal read them. */
export interface IpAsnSnapshot {
  tahun: number;
  kualifikasi: number | null;
  kompetensi: number | null;
  kinerja: number | null;
  disiplin: number | null;
  total: number | null;
  kategori: string | null;
  /** SIASN's `created_at` (ISO); null when SIASN gave none (the year is then the fetch year). */
  scoredAt: string | null;
  fetchedAt: string;
}

/** Who a reading is of, as the yearly report lists them. */
export interface IpAsnPerson {
  nip: string;
  nama: string;
  opdId: string | null;
  unorNama: string | null;
}

/** A reading with whom it is of, dates as ISO text: a row the portal keeps, and of the yearly report. */
export type IpAsnReading = IpAsnPerson & IpAsnSnapshot;

/** SIASN's current score as SIASN gave it; `tahun` is its own year (of `created_at`), null when SIASN has no score. */
export interface IpAsnCurrent {
  tahun: number | null;
  data: Record<string, unknown> | null;
  scoredAt: string | null;
  fetchedAt: string;
  /** True when SIASN failed just now and this is the last copy (docs/personnel.md). */
  stale: boolean;
}

/** The plain answer: the current score, and the stored readings with a score, newest year first. */
export interface IpAsnAnswer {
  nip: string;
  current: IpAsnCurrent;
  years: IpAsnSnapshot[];
}

/** With `?tahun=`: that year's stored reading, or null when none is stored (SIASN is not asked). */
export interface IpAsnYearAnswer {
  nip: string;
  tahun: number;
  snapshot: IpAsnSnapshot | null;
}
