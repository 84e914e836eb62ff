import type { AssignmentMode } from '@/utils/rules/assignment';
import { z } from 'zod';
import { booleanParam, idParam, markdownText, PageQuery, type Paginated, type UserSummary } from './common';
import { noNul } from './no-nul';
import { PRIORITY_CODES, STATUS_CODES, type StatusRef } from './tickets';
import { GROUP_VALUES, ROLE_VALUES } from './users';

// The contract of docs/knowledge.md: reference data, departments, users (admin and pickers),
// saved replies, announcements, FAQs, private messages, profiles and ratings.

const text = (max: number) => z.string().check(noNul()).trim().min(1).max(max);
/** Optional free text: an empty string clears the field (null). */
const optionalText = (max: number) => z.string().check(noNul()).trim().max(max).transform((v) => v || null).nullable().optional();
const atLeastOne = { message: 'Isi minimal satu kolom' };
const hasAny = (v: object) => Object.values(v).some((x) => x !== undefined);
const searchParam = z.string().check(noNul()).trim().max(100).optional();

/** `{id}` of every item route below. */
export const IdParams = z.object({ id: idParam });

// ---- reference data (/ref/*) --------------------------------------------------------------
/** Codes the ticket lifecycle and filters speak: their `code` can be neither renamed nor deleted. */
export const LOCKED_STATUS_CODES: readonly string[] = STATUS_CODES;
export const LOCKED_PRIORITY_CODES: readonly string[] = PRIORITY_CODES;

export const RefListQuerySchema = z.object({ search: searchParam });
export const SubCategoryListQuerySchema = RefListQuerySchema.extend({ category_id: idParam.optional() });
export const SubFaqListQuerySchema = RefListQuerySchema.extend({ faq_id: idParam.optional() });
export const PopularQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(5) });

const codeField = z.string().trim().toUpperCase().regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'Kode 2-40 huruf besar, angka atau _');
const colorField = z.string().trim().regex(/^(#[0-9a-fA-F]{6}|[a-z]{3,20})$/, 'Warna berupa #RRGGBB atau nama warna');
const sortOrder = z.number().int().min(0).max(999);
// Defaults only on create: `.partial()` would still fill them in and overwrite on PATCH.
const codedShape = { code: codeField, name: text(100), color: colorField, sort_order: sortOrder };
export const CodedRefSchema = z.object({ ...codedShape, sort_order: sortOrder.default(0) });
export const CodedRefPatchSchema = z.object(codedShape).partial().refine(hasAny, atLeastOne);
const categoryShape = { name: text(100), description: optionalText(500) };
export const CategorySchema = z.object(categoryShape);
export const CategoryPatchSchema = CategorySchema.partial().refine(hasAny, atLeastOne);
const hours = z.number().int().min(1).max(8760);
const subCategoryShape = { category_id: idParam, ...categoryShape, duration_target_hours: hours };
export const SubCategorySchema = z.object({ ...subCategoryShape, duration_target_hours: hours.default(72) });
export const SubCategoryPatchSchema = z.object(subCategoryShape).partial().refine(hasAny, atLeastOne);
export const FaqSchema = CategorySchema;
export const FaqPatchSchema = CategoryPatchSchema;
const subFaqShape = { faq_id: idParam, question: text(300), answer: markdownText };
export const SubFaqSchema = z.object(subFaqShape);
export const SubFaqPatchSchema = SubFaqSchema.partial().refine(hasAny, atLeastOne);

/** `/ref/status` and `/ref/priorities`; `locked`: the code is used by the lifecycle. */
export interface CodedRefView { id: number; code: string; name: string; color: string; sort_order: number; locked: boolean; /** Staff only (`see-ticket-counts`). */ total_tickets?: number }
export interface CategoryView { id: number; name: string; description: string | null; total_sub_categories: number }
export interface SubCategoryView {
  id: number;
  name: string;
  description: string | null;
  duration_target_hours: number;
  /** Set through `PUT /ref/sub-categories/{id}/assignment` (docs/assignment.md). */
  assignment_mode: AssignmentMode;
  category: { id: number; name: string };
  /** Staff only (`see-ticket-counts`). */
  total_tickets?: number;
}
export interface FaqView { id: number; name: string; description: string | null; total_sub_faqs: number }
export interface SubFaqView { id: number; faq: { id: number; name: string }; question: string; answer_markdown: string; answer_html: string }
export interface PopularSubCategory { id: number; name: string; category: { id: number; name: string }; /** Staff only (`see-ticket-counts`). */ total_tickets?: number }

// ---- departments (/data/departments) ------------------------------------------------------
export const DepartmentQuerySchema = z.object({
  search: searchParam,
  parent_id: z.string().check(noNul()).trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** -1: all matching units (spec section 9, "unit list reset"). */
  limit: z.coerce.number().int().min(-1).max(100).refine((v) => v !== 0, 'Batas tidak boleh 0').default(20),
});
export interface DepartmentView { id: string; name: string; parent_id: string | null }

// ---- users --------------------------------------------------------------------------------
export const UserSearchParams = z.object({ term: text(100), limit: z.coerce.number().int().min(1).max(20).default(20) });
export const ChangeRoleSchema = z.object({ role: z.enum(ROLE_VALUES) });
/** Zero-based pages (spec sections 7 and 9: defaults page 0, limit 10). */
export const HistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export interface UserInfo extends UserSummary {
  group: (typeof GROUP_VALUES)[number];
  /** Tickets this user asked, and comments of theirs marked as the answer. */
  total_tickets: number;
  total_answers: number;
}
/** `ip_address` is present for admin viewers only. */
export interface UserHistoryView { id: number; action: string; description: string; ip_address?: string | null; user_agent: string | null; created_at: string }

// ---- saved replies ------------------------------------------------------------------------
export const SavedReplyQuerySchema = PageQuery.extend({ search: searchParam });
export const SavedReplySchema = z.object({ title: text(100), content: markdownText });
export const SavedReplyPatchSchema = SavedReplySchema.partial().refine(hasAny, atLeastOne);
export interface SavedReplyView { id: number; title: string; content: string; created_at: string; updated_at: string }

// ---- announcements ------------------------------------------------------------------------
export const AnnouncementQuerySchema = PageQuery.extend({ active: z.optional(booleanParam) });
const moment = z.iso.datetime({ offset: true }).transform((v) => new Date(v)).nullable().optional();
const announcementShape = { title: text(200), content: markdownText, starts_at: moment, ends_at: moment, is_active: z.boolean().optional() };
const endsAfterStart = (v: { starts_at?: Date | null; ends_at?: Date | null }) => !v.starts_at || !v.ends_at || v.ends_at > v.starts_at;
export const WINDOW_MESSAGE = 'Waktu selesai harus setelah waktu mulai';
const endsAfterStartIssue = { message: WINDOW_MESSAGE, path: ['ends_at'] };
export const AnnouncementSchema = z.object(announcementShape).refine(endsAfterStart, endsAfterStartIssue);
export const AnnouncementPatchSchema = z.object(announcementShape).partial().refine(hasAny, atLeastOne).refine(endsAfterStart, endsAfterStartIssue);
export interface AnnouncementView {
  id: number;
  title: string;
  content_markdown: string;
  content_html: string;
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
  /** Active and now within [starts_at, ends_at]. */
  is_shown: boolean;
  created_by: UserSummary | null;
  created_at: string;
  updated_at: string;
}

// ---- FAQ page (/faqs) ---------------------------------------------------------------------
export const FaqPageQuerySchema = z.object({ search: searchParam });
export interface FaqGroup { id: number; name: string; description: string | null; items: { id: number; question: string; answer_html: string }[] }

// ---- private messages ---------------------------------------------------------------------
export const PrivateMessageSchema = z.object({ receiver_id: idParam, subject: text(200), content: markdownText });
export const PrivateMessageQuerySchema = PageQuery.extend({
  box: z.enum(['inbox', 'sent']).default('inbox'),
  unread: z.optional(booleanParam),
  search: searchParam,
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PrivateMessageQuery = z.input<typeof PrivateMessageQuerySchema>;
export interface PrivateMessageListItem {
  id: number;
  subject: string;
  /** The other person: the sender in the inbox, the receiver in the sent box. */
  counterpart: UserSummary;
  sender_id: number;
  receiver_id: number;
  read_at: string | null;
  created_at: string;
}
export interface PrivateMessagePage extends Paginated<PrivateMessageListItem> { unread: number }
export interface PrivateMessageView extends Omit<PrivateMessageListItem, 'counterpart'> {
  sender: UserSummary;
  receiver: UserSummary;
  content_markdown: string;
  content_html: string;
}

// ---- profiles -----------------------------------------------------------------------------
export const ProfilePatchSchema = z
  .object({
    bio: optionalText(1000),
    phone: z.string().trim().regex(/^(\+?[0-9][0-9 -]{5,19})?$/, 'Nomor telepon tidak valid').transform((v) => v || null).nullable().optional(),
    position: optionalText(150),
  })
  .refine(hasAny, atLeastOne);
export interface OwnProfile {
  user: UserSummary & { group: (typeof GROUP_VALUES)[number]; email: string | null; employee_number: string | null; organization_id: string | null; organization_name: string | null };
  bio: string | null;
  phone: string | null;
  position: string | null;
  updated_at: string | null;
}
export interface PublicProfile extends UserSummary {
  group: (typeof GROUP_VALUES)[number];
  bio: string | null;
  position: string | null;
  /** Published tickets they asked, newest first (10). */
  tickets: { id: number; number: string; title: string; status: StatusRef; created_at: string }[];
  /** Their comments marked as the answer on published tickets, newest first (10). */
  answers: { id: number; ticket_id: number; ticket_number: string; ticket_title: string; html: string; created_at: string }[];
}

// ---- ratings ------------------------------------------------------------------------------
/** `{ stars, comment? }` rates; `{ dismissed: true }` closes the prompt for this period. */
export const RatingSchema = z
  .object({ stars: z.number().int().min(1).max(5).optional(), comment: optionalText(1000), dismissed: z.literal(true).optional() })
  .refine((v) => v.stars !== undefined || v.dismissed, { message: 'Pilih 1 sampai 5 bintang', path: ['stars'] });
export const RatingSummaryQuerySchema = z.object({ period: z.string().regex(/^\d{4}-H[12]$/).optional() });
export interface MyRating { stars: number | null; comment: string | null; dismissed: boolean; updated_at: string }
/** `period` is the half year in Asia/Jakarta time, e.g. 2026-H1. */
export interface RatingState { should_prompt: boolean; period: string; my_rating: MyRating | null }
export interface RatingSummary {
  period: string | null;
  average: number | null;
  count: number;
  dismissed: number;
  distribution: { stars: 1 | 2 | 3 | 4 | 5; count: number }[];
  latest_comments: { id: number; stars: number; comment: string; period: string; user: UserSummary; updated_at: string }[];
}
