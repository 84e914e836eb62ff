import { z } from 'zod';
import { idParam, PageQuery } from './common';
import { noNul } from './no-nul';
import { NIP_PATTERN } from '../catalogue/personnel-sections';
import { GROUP_VALUES } from './user-codes';
import { ANSWER_KEY, MAX_ANSWERS, MIN_ANSWERS, type CertificateRequirement } from '../rules/webinar-quiz';

export type { CertificateRequirement };

// The contract of docs/community.md section 4: webinar series, quiz, attendance, survey, certificate.

export const WEBINAR_STATUSES = ['published', 'draft'] as const;
export const QUIZ_KINDS = ['pretest', 'posttest'] as const;
export type WebinarStatus = (typeof WEBINAR_STATUSES)[number];
export type QuizKind = (typeof QUIZ_KINDS)[number];
export type WebinarGroup = (typeof GROUP_VALUES)[number];

const text = (max: number) => z.string().check(noNul()).trim().min(1).max(max);
const moment = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
/** A link people open: http(s) only, so a stored `javascript:` never reaches an href. An empty string clears it. */
const link = z
  .string()
  .check(noNul())
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Tautan harus diawali http:// atau https://')
  .transform((v) => v || null)
  .nullable()
  .optional();
const PERIOD_MESSAGE = 'Waktu selesai harus setelah waktu mulai';
/** A signatory's field: an empty string clears it (stored as null). */
const signatoryField = (check: z.ZodString) => z.union([z.literal(''), check]).transform((v) => v || null).nullable().optional();
const SIGNATORY_KEYS = ['signatory_name', 'signatory_nip', 'signatory_position'] as const;
type SignatoryFields = Partial<Record<(typeof SIGNATORY_KEYS)[number], string | null>>;
/**
 * The certificate's signatory is whole or absent: a name without NIP or position would print a
 * signature nobody can check. A change sends the three together (the form always does).
 */
function signatoryWhole(v: SignatoryFields, ctx: z.RefinementCtx) {
  const sent = SIGNATORY_KEYS.filter((key) => v[key] !== undefined);
  if (sent.length === 0) return;
  const filled = SIGNATORY_KEYS.filter((key) => v[key]);
  if (sent.length === 3 && (filled.length === 0 || filled.length === 3)) return;
  for (const key of SIGNATORY_KEYS.filter((k) => !v[k])) ctx.addIssue({ code: 'custom', path: [key], message: 'Isi nama, NIP dan jabatan penanda tangan sekaligus, atau kosongkan ketiganya' });
}

export const WebinarListQuery = z.object({
  ...PageQuery.shape,
  status: z.enum(WEBINAR_STATUSES).optional(),
  search: z.string().check(noNul()).trim().max(100).optional(),
});

export const ParticipantListQuery = WebinarListQuery.omit({ status: true });

const webinarShape = {
  title: text(200),
  description: z.string().check(noNul()).trim().max(20_000),
  status: z.enum(WEBINAR_STATUSES),
  registration_open: z.boolean(),
  allowed_groups: z.array(z.enum(GROUP_VALUES)).min(1, 'Pilih minimal satu kelompok peserta').max(3).transform((g) => [...new Set(g)]),
  training_hours: z.number().int().min(0).max(200),
  posttest_attempts: z.number().int().min(1, 'Minimal 1 kali').max(5, 'Maksimal 5 kali'),
  starts_at: moment,
  ends_at: moment,
  meeting_link: link,
  recording_link: link,
  signatory_name: signatoryField(z.string().check(noNul()).trim().max(200)),
  signatory_nip: signatoryField(z.string().trim().regex(NIP_PATTERN, 'NIP penanda tangan terdiri dari 18 angka')),
  signatory_position: signatoryField(z.string().check(noNul()).trim().max(200)),
};
const periodOk = (v: { starts_at?: Date; ends_at?: Date }) => !v.starts_at || !v.ends_at || v.ends_at > v.starts_at;

export const WebinarSchema = z
  .object({ ...webinarShape, description: webinarShape.description.default(''), status: webinarShape.status.default('draft'), registration_open: webinarShape.registration_open.default(false), training_hours: webinarShape.training_hours.default(0), posttest_attempts: webinarShape.posttest_attempts.default(1) })
  .refine(periodOk, { message: PERIOD_MESSAGE, path: ['ends_at'] })
  .superRefine(signatoryWhole);
export const WebinarPatchSchema = z
  .object(webinarShape)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Isi minimal satu kolom' })
  .refine(periodOk, { message: PERIOD_MESSAGE, path: ['ends_at'] })
  .superRefine(signatoryWhole);

export const WebinarParams = z.object({ id: idParam });
export const ParticipantQuery = ParticipantListQuery.extend(WebinarParams.shape);
export const QuizItemParams = z.object({ id: idParam, itemId: idParam });
export const CertificateParams = z.object({ token: z.uuid() });

/** Authoring: the answer texts in order and the 1-based number of the correct one. */
const quizShape = {
  question: text(1000),
  answers: z.array(text(500)).min(MIN_ANSWERS, `Minimal ${MIN_ANSWERS} jawaban`).max(MAX_ANSWERS, `Maksimal ${MAX_ANSWERS} jawaban`),
  correct: z.number().int().min(1).max(MAX_ANSWERS),
};
const correctInRange = (v: { answers?: string[]; correct?: number }) => !v.answers || v.correct === undefined || v.correct <= v.answers.length;
const CORRECT_MESSAGE = { message: 'Jawaban benar harus salah satu jawaban', path: ['correct'] };
export const QuizItemSchema = z.object(quizShape).refine(correctInRange, CORRECT_MESSAGE);
export const QuizItemPatchSchema = z
  .object(quizShape)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Isi minimal satu kolom' })
  .refine(correctInRange, CORRECT_MESSAGE);

/** `{ "{itemId}": "answer{n}-{itemId}" }`; an unanswered item simply counts as wrong. */
export const QuizAttemptSchema = z.object({
  kind: z.enum(QUIZ_KINDS),
  answers: z.record(z.string().regex(/^[1-9]\d{0,9}$/, 'Nomor soal tidak sah'), z.string().regex(ANSWER_KEY, 'Format jawaban tidak sah')),
});

export const AttendanceSchema = z.object({ user_id: idParam.optional() });

const stars = z.number().int().min(1).max(5);
export const SurveySchema = z.object({ content: stars, speaker: stars, usefulness: stars, suggestion: z.string().check(noNul()).trim().max(1000).optional() });

export type WebinarInput = z.input<typeof WebinarSchema>;
export type QuizItemInput = z.input<typeof QuizItemSchema>;
export type QuizAttemptInput = z.input<typeof QuizAttemptSchema>;
export type SurveyInput = z.input<typeof SurveySchema>;

// ---- views --------------------------------------------------------------------------------
export interface WebinarView {
  id: number;
  title: string;
  description_markdown: string;
  description_html: string;
  status: WebinarStatus;
  registration_open: boolean;
  allowed_groups: WebinarGroup[];
  training_hours: number;
  /** How many times a participant may take the posttest. */
  posttest_attempts: number;
  starts_at: string;
  ends_at: string;
  recording_link: string | null;
  /** Who signs the certificate; null each when the series has none (the agency alone signs). */
  signatory_name: string | null;
  signatory_nip: string | null;
  signatory_position: string | null;
  participants_count: number;
  /** The signed-in person is registered. */
  registered: boolean;
  /** Registration is open, the person's group is allowed and they are not registered yet. */
  may_register: boolean;
}

export interface WebinarProgress {
  attended: boolean;
  pretest: QuizResult | null;
  /** Until the series starts and while no posttest was taken. */
  pretest_open: boolean;
  posttest: PosttestProgress | null;
  /** Once attended, while attempts are left. */
  posttest_open: boolean;
  survey: boolean;
  certificate_ready: boolean;
  /** What the certificate still waits for (the 409's list). */
  missing: CertificateRequirement[];
}

export interface WebinarDetail extends WebinarView {
  /** Admins, or participants while the series runs (from 30 minutes before the start). */
  meeting_link: string | null;
  /** "Hadir" is possible now (from 30 minutes before the start to the end). */
  attendance_open: boolean;
  progress: WebinarProgress | null;
}

export interface QuizResult {
  correct: number;
  total: number;
  score: number;
}

/** Per question, whether the kept answer was right; never which answer is. */
export interface QuizFeedback {
  item_id: number;
  right: boolean;
}

/**
 * A participant's posttest: attempts used and left; the kept (best) score and the per-question
 * feedback only once no attempt is left, so attempts cannot be used to read the key.
 */
export interface PosttestProgress {
  attempts_used: number;
  attempts_left: number;
  result: QuizResult | null;
  feedback: QuizFeedback[] | null;
}

/** Spec section 3: `answer{n}-{id}` keys; `correctAnswer` for admins only. */
export type QuizItemWire = { id: number; question: string; correctAnswer?: string } & Record<`answer${number}-${number}`, string>;

export interface ParticipantView {
  id: number;
  user_id: number;
  group: WebinarGroup;
  username: string;
  employee_number: string | null;
  name: string;
  info: { gelar_depan: string | null; username: string; gelar_belakang: string | null; employee_number: string | null };
  attended_at: string | null;
  pretest_score: number | null;
  posttest_score: number | null;
  survey: { content: number; speaker: number; usefulness: number; suggestion?: string } | null;
  certificate_number: string | null;
}

export interface CertificateVerification {
  valid: true;
  number: string;
  name: string;
  webinar: string;
  hours: number;
  date: string;
}
