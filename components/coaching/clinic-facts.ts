import { coachingText as t } from '@/locales/id/coaching';
import { formatDate } from '@/utils/format';
import type { ClinicView } from '@/utils/schemas/coaching';

/** "10 Des 2026, 09:00–10:30 WIB". */
export const clinicSchedule = (c: Pick<ClinicView, 'date' | 'start_time' | 'end_time'>) => t.schedule(formatDate(`${c.date}T00:00:00+07:00`), c.start_time, c.end_time);

export const consultantName = (c: Pick<ClinicView, 'consultant'>) => c.consultant.name ?? c.consultant.username;

export const isFull = (c: Pick<ClinicView, 'participants_count' | 'capacity'>) => c.participants_count >= c.capacity;

/** A request's tag: pending amber, accepted green, refused red. */
export const REQUEST_COLORS = { pending: 'warning', accepted: 'success', refused: 'error' } as const;
