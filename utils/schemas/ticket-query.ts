import * as z from 'zod/mini';
import { DUE_FILTERS, TICKET_CURSOR, TICKET_SORTS, TICKET_TITLE_LENGTH } from './ticket-codes';
import { booleanParam, csv, idText } from './query-params';
import { noNul } from './no-nul';

// zod/mini, embedded in the server's full-zod schemas in tickets.ts. The browser loads the title
// rule on demand (create form, edit dialog) and reads the list URL with utils/query/url-params.ts.

const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
const ids = csv(idText);

export const ticketListFields = {
  status: z.optional(csv(code)),
  priority: z.optional(csv(code)),
  category: z.optional(ids),
  sub_category: z.optional(ids),
  /** Assignee ids; `none` is not an id, so unassigned tickets use `unassigned=true`. */
  assignee: z.optional(ids),
  unassigned: z.optional(booleanParam),
  requester: z.optional(ids),
  published: z.optional(booleanParam),
  pinned: z.optional(booleanParam),
  /** `mine`: tickets I asked; `assigned`: tickets assigned to me. */
  scope: z.optional(z.enum(['mine', 'assigned'])),
  /** Staff only (advanced-filter): past the SLA due time, or due within 24 hours. */
  due: z.optional(z.enum(DUE_FILTERS)),
  /** Staff only: the latest public comment is not the requester's (their turn to answer), or it is. */
  waiting: z.optional(booleanParam),
  search: z.optional(z.string().check(noNul(), z.trim(), z.maxLength(200))),
  sort: z._default(z.enum(TICKET_SORTS), 'newest'),
  /** The page after or before another (its `next_cursor` or `prev_cursor`): read instead of `page`, checked by the server. */
  cursor: z.optional(z.string().check(z.regex(TICKET_CURSOR))),
};

export const TicketTitle = z.string().check(noNul(), z.trim(), z.minLength(TICKET_TITLE_LENGTH.min), z.maxLength(TICKET_TITLE_LENGTH.max));
