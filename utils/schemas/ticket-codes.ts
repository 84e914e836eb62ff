// The closed sets of the ticket contract without zod, so browser code can import them without
// shipping a validator (first-load JS budget, docs/performance.md). tickets.ts re-exports them.
export const STATUS_CODES = ['DIAJUKAN', 'DIKERJAKAN', 'DITOLAK', 'SELESAI'] as const;
export type StatusCode = (typeof STATUS_CODES)[number];
export const PRIORITY_CODES = ['RENDAH', 'SEDANG', 'TINGGI'] as const;
export type PriorityCode = (typeof PRIORITY_CODES)[number];
export const REACTION_EMOJIS = ['👍', '👎', '😁', '🎉', '🤔', '❤️', '🚀', '🤬'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];
export const MAX_PINNED_TICKETS = 3;
/** A ticket title's length after trimming (TicketTitle; the new-ticket form's counter). */
export const TICKET_TITLE_LENGTH = { min: 5, max: 200 } as const;
/** Tickets per bulk action (POST /tickets/bulk); a list page holds at most 100. */
export const MAX_BULK_TICKETS = 100;
/** The list's `due` filter (utils/rules/ticket-due.ts): past the due time, or due within 24 hours. */
export const DUE_FILTERS = ['overdue', 'soon'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];
/**
 * List orders. The first four are the original names; the others pair each sortable column with
 * its reverse (`priority` is the highest first). Status codes sort alphabetically, which is also
 * their lifecycle order (DIAJUKAN, DIKERJAKAN, DITOLAK, SELESAI).
 */
export const TICKET_SORTS = [
  'newest',
  'oldest',
  'updated',
  'updated_asc',
  'title_asc',
  'title_desc',
  'status_asc',
  'status_desc',
  'priority',
  'priority_asc',
] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];
/** What a list's `cursor=` may look like (base64url); its content is the server's to check. */
export const TICKET_CURSOR = /^[A-Za-z0-9_-]{1,1000}$/;
