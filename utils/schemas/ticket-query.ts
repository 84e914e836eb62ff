import * as z from 'zod/mini';
import { DUE_FILTERS, TICKET_SORTS } from './ticket-codes';
import { booleanParam, csv, idText, pageFields } from './query-params';
import { noNul } from './no-nul';

// zod/mini, shared by the browser (URL filters, title rule) and the server's full-zod schemas in
// tickets.ts, so the list URL and the create form check exactly what the API checks.

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
  search: z.optional(z.string().check(noNul(), z.trim(), z.maxLength(200))),
  sort: z._default(z.enum(TICKET_SORTS), 'newest'),
};

/** The ticket list's URL query as the browser parses it (the API uses TicketListQuerySchema). */
export const TicketListParams = z.object({ ...pageFields, ...ticketListFields });

export const TicketTitle = z.string().check(noNul(), z.trim(), z.minLength(5), z.maxLength(200));
