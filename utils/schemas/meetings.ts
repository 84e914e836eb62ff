import { z } from 'zod';
import { MEETING_LISTS, MEETING_TYPES, RECURRENCE_TYPES } from './meeting-codes';
import { noNul } from './no-nul';

// The contract of docs/community.md section 5: Zoom meetings managed by admins, live ones for everyone.

export { MEETING_LISTS, MEETING_TYPES, RECURRENCE_TYPES } from './meeting-codes';
export type { MeetingList, MeetingType } from './meeting-codes';

export const MeetingListQuery = z.object({
  type: z.enum(MEETING_LISTS).default('upcoming'),
  page_size: z.coerce.number().int().min(1).max(300).default(30),
  next_page_token: z.string().regex(/^[A-Za-z0-9._~=+/-]{1,200}$/, 'Penanda halaman tidak sah').optional(),
});

/** Zoom's meeting ids: 9 to 12 digits, too large for the portal's integer ids. */
export const MeetingParams = z.object({ id: z.string().regex(/^\d{9,12}$/, 'Nomor rapat tidak sah') });

const Recurrence = z.object({
  type: z.literal(RECURRENCE_TYPES),
  repeat_interval: z.number().int().min(1).max(90).default(1),
  end_times: z.number().int().min(1).max(60).default(4),
});

/**
 * A new meeting: 2 (scheduled) and 8 (recurring, fixed time) need `start_time`; 8 needs
 * `recurrence`, and only 8 takes one; any other type is a 400.
 */
export const MeetingCreateSchema = z
  .object({
    topic: z.string().check(noNul()).trim().min(1).max(200),
    type: z.literal(MEETING_TYPES, { error: 'Jenis rapat harus 1, 2, 3 atau 8' }),
    start_time: z.iso.datetime({ offset: true }).optional(),
    duration: z.number().int().min(1).max(1440).optional(),
    agenda: z.string().check(noNul()).trim().max(2000).optional(),
    recurrence: Recurrence.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.type === 2 || v.type === 8) && !v.start_time) ctx.addIssue({ code: 'custom', path: ['start_time'], message: 'Waktu mulai wajib untuk rapat terjadwal' });
    if (v.type === 8 && !v.recurrence) ctx.addIssue({ code: 'custom', path: ['recurrence'], message: 'Pola pengulangan wajib untuk rapat berulang dengan waktu tetap' });
    if (v.type !== 8 && v.recurrence) ctx.addIssue({ code: 'custom', path: ['recurrence'], message: 'Pola pengulangan hanya untuk rapat berulang dengan waktu tetap' });
  });

export type MeetingCreateInput = z.input<typeof MeetingCreateSchema>;

// ---- views (Zoom's field names; never start_url, password or a token) ----------------------
export interface MeetingView {
  id: number;
  uuid: string;
  topic: string;
  type: number;
  start_time: string | null;
  duration: number | null;
  timezone: string | null;
  agenda: string | null;
  join_url: string;
  created_at: string;
  status?: string;
  recurrence?: { type: number; repeat_interval?: number; end_times?: number };
}

export interface MeetingPage {
  page_size: number;
  total_records: number;
  next_page_token: string;
  meetings: MeetingView[];
}

/** What everyone sees of a live meeting. */
export interface LiveMeetingView {
  id: number;
  topic: string;
  start_time: string | null;
  duration: number | null;
  join_url: string;
}
