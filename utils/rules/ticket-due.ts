import { ticketDueText } from '../../locales/id/ticket-due';
import type { DueFilter, StatusCode } from '../schemas/ticket-codes';

// A ticket's due time is its creation plus its sub-category's target hours
// (sub_categories.duration_target_hours), while it is not finished. The server computes it
// (server/tickets/ticket-due.ts) and filters on it; the UI only turns it into a marker.

/** "Due soon": due within this many hours from now (the list filter and the markers alike). */
export const DUE_SOON_HOURS = 24;

/** A finished ticket has no due time. */
export const FINISHED_STATUS_CODES: readonly StatusCode[] = ['SELESAI', 'DITOLAK'];

export interface DueMarker {
  kind: DueFilter;
  /** "Terlambat 3 jam", "Jatuh tempo 2 jam lagi". */
  text: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const t = ticketDueText;

/** Minutes under an hour (at least 1), hours under two days, then days; rounded. */
function amountOf(ms: number): string {
  if (ms < HOUR) return t.minutes(Math.max(1, Math.round(ms / MINUTE)));
  if (ms < 48 * HOUR) return t.hours(Math.round(ms / HOUR));
  return t.days(Math.round(ms / (24 * HOUR)));
}

/**
 * The marker staff see for a due time: overdue once it has passed, due soon when it comes within
 * DUE_SOON_HOURS, nothing otherwise (and nothing without a due time). The same bounds as the
 * list's `due` filter: overdue `due_at < now`, soon `now <= due_at < now + 24 h`.
 */
export function dueMarker(dueAt: string | null, now: number = Date.now()): DueMarker | null {
  if (dueAt === null) return null;
  const left = Date.parse(dueAt) - now;
  if (Number.isNaN(left)) return null;
  if (left < 0) return { kind: 'overdue', text: t.overdue(amountOf(-left)) };
  if (left < DUE_SOON_HOURS * HOUR) return { kind: 'soon', text: t.soon(amountOf(left)) };
  return null;
}
