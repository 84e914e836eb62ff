import { z } from 'zod';
import { booleanParam, idParam, PageQuery } from './common';
import { COACHING_STATUSES, type CoachingRequest, type CoachingStatus } from './coaching-codes';
import { noNul } from './no-nul';

// The contract of docs/community.md section 5: coaching clinics, requests to join, ratings.

export { COACHING_REQUESTS, COACHING_STATUSES, NEXT_STATUS } from './coaching-codes';
export type { CoachingRequest, CoachingStatus } from './coaching-codes';

const hour = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam harus berformat JJ:MM');
const day = z.iso.date({ error: 'Tanggal harus berformat TTTT-BB-HH' });
const TIME_MESSAGE = { message: 'Jam selesai harus setelah jam mulai', path: ['end_time'] };
const periodOk = (v: { start_time?: string; end_time?: string }) => !v.start_time || !v.end_time || v.end_time > v.start_time;

export const CoachingListQuery = z.object({
  ...PageQuery.shape,
  status: z.enum(COACHING_STATUSES).optional(),
  mine: z.optional(booleanParam),
});

const clinicShape = {
  title: z.string().check(noNul()).trim().min(1).max(200),
  description: z.string().check(noNul()).trim().max(20_000),
  date: day,
  start_time: hour,
  end_time: hour,
  capacity: z.number().int().min(1).max(500),
  is_private: z.boolean(),
};

export const ClinicSchema = z
  .object({ ...clinicShape, description: clinicShape.description.default(''), is_private: clinicShape.is_private.default(false) })
  .refine(periodOk, TIME_MESSAGE);
export const ClinicPatchSchema = z
  .object(clinicShape)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Isi minimal satu kolom' })
  .refine(periodOk, TIME_MESSAGE);

export const ClinicParams = z.object({ id: idParam });
export const ParticipantParams = z.object({ id: idParam, userId: idParam });
export const ClinicStatusSchema = z.object({ status: z.enum(COACHING_STATUSES) });
export const RequestAnswerSchema = z.object({ request: z.enum(['accepted', 'refused']) });
export const ClinicRatingSchema = z.object({
  stars: z.number().int().min(1).max(5),
  comment: z.string().check(noNul()).trim().min(1, 'Tulis komentar Anda').max(2000),
});

export type ClinicInput = z.input<typeof ClinicSchema>;
export type ClinicRatingInput = z.input<typeof ClinicRatingSchema>;

// ---- views --------------------------------------------------------------------------------
export interface ClinicPerson {
  id: number;
  name: string | null;
  username: string;
  image: string | null;
}

export interface ClinicView {
  id: number;
  title: string;
  description_markdown: string;
  description_html: string;
  date: string;
  start_time: string;
  end_time: string;
  capacity: number;
  is_private: boolean;
  status: CoachingStatus;
  consultant: ClinicPerson;
  /** Accepted participants. */
  participants_count: number;
  /** The signed-in person's request, if any. */
  my_request: CoachingRequest | null;
  /** The signed-in person runs it (its consultant, or an admin). */
  can_run: boolean;
}

export interface ClinicDetail extends ClinicView {
  /** Only while live, for accepted participants and whoever runs it. */
  meeting_link: string | null;
  my_rating: { stars: number; comment: string | null } | null;
  /** An accepted participant after the end who has not rated yet. */
  may_rate: boolean;
}

export interface ClinicParticipantView {
  user_id: number;
  name: string | null;
  username: string;
  employee_number: string | null;
  request: CoachingRequest;
  requested_at: string;
}

export interface ClinicRatings {
  average: number | null;
  count: number;
  data: { user_id: number; name: string | null; stars: number; comment: string | null; rated_at: string }[];
}
