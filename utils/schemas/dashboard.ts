import { z } from 'zod';

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const isoDay = z.iso.date();
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;

/**
 * `GET /dashboard/staff?from=&to=`: calendar days in Jakarta time, both included, at most a year
 * (every aggregate is bounded by it). Without them: the last 30 days up to today.
 */
export const StaffDashboardQuerySchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((q) => !q.from === !q.to, { message: 'Isi tanggal awal dan akhir bersama-sama', path: ['from'] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Tanggal awal harus sebelum tanggal akhir', path: ['from'] })
  .refine((q) => !q.from || !q.to || dayNumber(q.to) - dayNumber(q.from) < MAX_DAYS, { message: `Rentang paling lama ${MAX_DAYS} hari`, path: ['to'] });

/** Minutes: how many tickets the figure covers, their median and 90th percentile. */
export interface DurationStats { count: number; median: number | null; p90: number | null }
export interface AgentRef { id: number | null; name: string | null }

export interface StaffDashboard {
  from: string;
  to: string;
  /** Open tickets (neither SELESAI nor DITOLAK) per staff member now, zero included. */
  load: (AgentRef & { open: number; /** "Tidak bertugas" now (docs/assignment.md). */ away: boolean; /** When they are back; null: not away or no end date. */ away_until: string | null })[];
  /** Tickets created in the range: time to the first staff comment and to SELESAI. */
  overall: { response: DurationStats; resolution: DurationStats };
  /** The same per assigned agent (id null: not assigned). */
  agents: (AgentRef & { response: DurationStats; resolution: DurationStats })[];
  /** Medians per week (Monday) of creation, for the trend chart. */
  weeks: { week: string; response: DurationStats; resolution: DurationStats }[];
}
