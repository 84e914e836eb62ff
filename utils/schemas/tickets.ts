import { z } from 'zod';
import { FEEDBACK_NAMES, type FeedbackName } from '../rules/feedback-name';
import { booleanParam, idParam, markdownText, PageQuery, type Paginated, type UserSummary } from './common';
import { noNul } from './no-nul';
import { MAX_BULK_TICKETS, REACTION_EMOJIS, PRIORITY_CODES, STATUS_CODES, type ReactionEmoji } from './ticket-codes';
import { ticketListFields, TicketTitle } from './ticket-query';
import type { QueueBucket, QueueFilters } from '@/utils/rules/ticket-queue';

export { DUE_FILTERS, MAX_PINNED_TICKETS, PRIORITY_CODES, REACTION_EMOJIS, STATUS_CODES, TICKET_SORTS } from './ticket-codes';
export type { DueFilter, PriorityCode, ReactionEmoji, StatusCode } from './ticket-codes';
export { TicketTitle } from './ticket-query';

// ---- query strings ----------------------------------------------------------------------
export const TicketListQuerySchema = PageQuery.extend(ticketListFields);
export type TicketListQuery = z.input<typeof TicketListQuerySchema>;

export const TicketIdParams = z.object({ id: idParam });
export const CommentParams = z.object({ id: idParam, commentId: idParam });
export const SuggestionQuerySchema = z.object({
  title: z.string().check(noNul()).trim().min(3).max(200),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

// ---- bodies -----------------------------------------------------------------------------
export const CreateTicketSchema = z.object({
  title: TicketTitle,
  description: markdownText,
  sub_category_id: idParam.optional(),
});
export const UpdateTicketSchema = z
  .object({ title: z.optional(TicketTitle), description: markdownText.optional() })
  .refine((v) => v.title !== undefined || v.description !== undefined, { message: 'Isi judul atau deskripsi' });
export const ChangeStatusSchema = z.object({ status: z.enum(STATUS_CODES) });
/** `POST /tickets/{id}/merge`: the ticket the duplicate joins. */
export const MergeTicketSchema = z.object({ target_id: idParam });
export const ChangeAgentSchema = z.object({ assignee_id: idParam.nullable() });
export const ChangePrioritySubCategorySchema = z
  .object({ priority: z.enum(PRIORITY_CODES).nullable().optional(), sub_category_id: idParam.nullable().optional() })
  .refine((v) => v.priority !== undefined || v.sub_category_id !== undefined, { message: 'Isi prioritas atau sub-kategori' });
const bulkIds = z
  .array(idParam)
  .min(1, 'Pilih minimal satu tiket')
  .max(MAX_BULK_TICKETS, `Paling banyak ${MAX_BULK_TICKETS} tiket sekaligus`)
  .refine((ids) => new Set(ids).size === ids.length, 'Setiap tiket hanya boleh dipilih sekali');
/** `POST /tickets/bulk`: one action on 1..100 distinct tickets, all or nothing (utils/rules/ticket-bulk.ts). */
export const BulkTicketSchema = z.discriminatedUnion('action', [
  z.object({ ids: bulkIds, action: z.literal('assign'), value: idParam.nullable() }),
  z.object({ ids: bulkIds, action: z.literal('status'), value: z.enum(STATUS_CODES) }),
  z.object({ ids: bulkIds, action: z.literal('priority'), value: z.enum(PRIORITY_CODES).nullable() }),
]);
export const FeedbackSchema = z.object({
  stars: z.number().int().min(1).max(5),
  requester_comment: z.string().check(noNul()).trim().max(2000).optional().default(''),
  /** Show it on the public landing page (off unless asked), under this name. */
  publish: z.boolean().optional().default(false),
  publish_name: z.enum(FEEDBACK_NAMES).optional().default('initials'),
});
/** `is_internal`: a note for staff only (create-internal-note). */
export const CommentBodySchema = z.object({ markdown: markdownText, is_internal: z.boolean().default(false) });
/** A new comment; `status` moves the ticket with the reply (change-status and the lifecycle, one transaction). */
export const NewCommentSchema = CommentBodySchema.extend({
  status: z.enum(STATUS_CODES).optional(),
  /** The sender's key for this reply: the same key again answers the comment it created (undo send). */
  client_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Kunci balasan tidak valid').optional(),
});
export const StandaloneCommentSchema = NewCommentSchema.extend({ ticket_id: idParam });
export const ReactionSchema = z.object({ emoji: z.enum(REACTION_EMOJIS) });
export const MarkdownSchema = z.object({ text: z.string().max(20_000) });
export const NotificationQuerySchema = PageQuery.extend({ unread: z.optional(booleanParam) });

// ---- responses --------------------------------------------------------------------------
export interface StatusRef { code: string; name: string; color: string }
export interface PriorityRef { code: string; name: string; color: string }
export interface SubCategoryRef { id: number; name: string; duration_target_hours: number; category: { id: number; name: string } }

export interface TicketListItem {
  id: number;
  number: string;
  title: string;
  status: StatusRef;
  priority: PriorityRef | null;
  sub_category: SubCategoryRef | null;
  requester: UserSummary;
  assignee: UserSummary | null;
  requester_id: number;
  assignee_id: number | null;
  is_published: boolean;
  is_locked: boolean;
  is_pinned: boolean;
  total_comments: number;
  /** Someone else commented since the viewer last opened the ticket (or ever, if they never did). */
  unread: boolean;
  /** created_at plus the sub-category's target hours while not SELESAI/DITOLAK; else null (docs/tickets.md, SLA). */
  due_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A page of `GET /tickets`: `next_cursor` and `prev_cursor` ask for the next and previous pages without an offset, when there are ones. */
export interface TicketListPage extends Paginated<TicketListItem> {
  next_cursor?: string;
  prev_cursor?: string;
}

export interface ReactionSummary {
  emoji: ReactionEmoji;
  count: number;
  /** Everyone who reacted, oldest first (for the tooltip rule of spec section 9). */
  users: { id: number; name: string | null; username: string }[];
  reacted_by_me: boolean;
}

export interface TicketCommentView {
  id: number;
  ticket_id: number;
  user: UserSummary;
  user_id: number;
  markdown: string;
  html: string;
  is_answer: boolean;
  is_edited: boolean;
  /** A note for staff only; never sent to anyone else. */
  is_internal: boolean;
  reactions: ReactionSummary[];
  created_at: string;
  updated_at: string;
}

export interface TicketHistoryView {
  id: number;
  user: UserSummary | null;
  field: string;
  from_value: string | null;
  to_value: string | null;
  created_at: string;
}

export interface TicketDetail extends TicketListItem {
  description_markdown: string;
  description_html: string;
  published_at: string | null;
  start_work_at: string | null;
  completed_at: string | null;
  total_reminders: number;
  stars: number | null;
  requester_comment: string | null;
  /** The requester agreed to show the feedback on the landing page, under `feedback_name`. */
  feedback_public: boolean;
  feedback_name: FeedbackName;
  is_subscribed: boolean;
  /** The ticket this one was merged into (its page leads there), or null. */
  merged_into: { id: number; number: string } | null;
  comments: TicketCommentView[];
  histories: TicketHistoryView[];
  /** The requester's NIP for staff who may read any SIASN record (null: no NIP); absent for others. */
  requester_nip?: string | null;
}

/** Answer of `POST /tickets/bulk`: how many tickets changed (one already so is left alone). */
export interface BulkTicketResult { updated: number }

/** `GET /tickets/queue`: the staff home's cards, overdue first, each with the list filters it counts. */
export interface TicketQueue {
  buckets: { key: QueueBucket; total: number; filters: QueueFilters }[];
}
export interface TicketSuggestion { id: number; number: string; title: string; status: StatusRef; score: number }
export interface FaqSuggestion { id: number; faq_id: number; faq_name: string; question: string; answer_html: string; score: number }

export interface NotificationView {
  id: number;
  type: string;
  title: string;
  /** Plain text cut from the stored markdown on the server (never HTML, never markdown). */
  preview: string | null;
  ticket_id: number | null;
  /** A path inside the portal for a notification that is not about a ticket (a feed post). */
  link: string | null;
  from_user: UserSummary | null;
  read_at: string | null;
  created_at: string;
}
export interface NotificationPage { data: NotificationView[]; total: number; unread: number; page: number; limit: number }

export interface TicketDashboard {
  by_status: { code: string; name: string; color: string; total: number }[];
  per_day: { date: string; total: number }[];
  total: number;
}
