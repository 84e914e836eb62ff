import { z } from 'zod';

// Assessment results from the agency's gateway (docs/agency-gateway.md). The server validates
// the gateway's answers with these; the screens use the inferred types. Dates are `YYYY-MM-DD`.

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Level = z.number().int().min(1).max(5);

export const POTENSI_CATEGORIES = ['Tinggi', 'Menengah', 'Rendah'] as const;
export const JPM_CATEGORIES = ['Optimal', 'Cukup Optimal', 'Kurang Optimal'] as const;

export const PotensiSchema = z.object({
  nip: z.string(),
  nama: z.string().optional(),
  tanggal: Day,
  lembaga: z.string(),
  metode: z.string(),
  aspek: z.array(z.object({ nama: z.string(), skor: Level })).min(1),
  skorTotal: z.number(),
  skorMaksimum: z.number().positive(),
  kategori: z.enum(POTENSI_CATEGORIES),
  rekomendasi: z.string(),
});

export const KompetensiSchema = z.object({
  nip: z.string(),
  nama: z.string().optional(),
  tanggal: Day,
  lembaga: z.string(),
  jenjangJabatan: z.string(),
  kompetensi: z
    .array(z.object({ nama: z.string(), kelompok: z.enum(['manajerial', 'sosial-kultural']), levelStandar: Level, levelCapaian: Level }))
    .min(1),
  /** Job-person match, percent. */
  jpm: z.number().min(0).max(100),
  kategori: z.enum(JPM_CATEGORIES),
});

export type PotensiAssessment = z.infer<typeof PotensiSchema>;
export type KompetensiAssessment = z.infer<typeof KompetensiSchema>;
export type Assessment = PotensiAssessment | KompetensiAssessment;
export type AssessmentKind = 'potensi' | 'kompetensi';

/** `GET /siasn/ws/pns/assessment` and `/siasn/ws/admin/{nip}/assessment`: null where the agency has none. */
export interface AssessmentAnswer {
  potensi: PotensiAssessment | null;
  kompetensi: KompetensiAssessment | null;
}
