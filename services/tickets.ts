import type { z } from 'zod';
import { withQuery } from '@/utils/query';
import type { Paginated } from '@/utils/schemas/common';
import type {
  BulkTicketResult,
  BulkTicketSchema,
  ChangeAgentSchema,
  ChangePrioritySubCategorySchema,
  ChangeStatusSchema,
  CreateTicketSchema,
  FaqSuggestion,
  FeedbackSchema,
  MergeTicketSchema,
  TicketDetail,
  TicketListItem,
  TicketListPage,
  TicketQueue,
  TicketListQuerySchema,
  TicketSuggestion,
  UpdateTicketSchema,
} from '@/utils/schemas/tickets';
import { api } from './api';

export type { TicketListPage } from '@/utils/schemas/tickets';

// Bodies are the inputs of the shared zod schemas: the form and the API speak one contract.
export type CreateTicketInput = z.input<typeof CreateTicketSchema>;
export type UpdateTicketInput = z.input<typeof UpdateTicketSchema>;
export type ChangeStatusInput = z.input<typeof ChangeStatusSchema>;
export type ChangeAgentInput = z.input<typeof ChangeAgentSchema>;
export type MergeTicketInput = z.input<typeof MergeTicketSchema>;
export type ChangePriorityInput = z.input<typeof ChangePrioritySubCategorySchema>;
export type FeedbackInput = z.input<typeof FeedbackSchema>;
export type BulkTicketInput = z.input<typeof BulkTicketSchema>;
/** The list filters as the UI holds them (arrays, numbers, booleans); withQuery comma-joins arrays. */
export type TicketListFilters = Partial<z.output<typeof TicketListQuerySchema>>;
/** The toggles answered with the ticket: PUT sets, DELETE clears. */
export type TicketOption = 'lock' | 'publish' | 'pin';

const ticketPath = (id: number, rest = '') => `/tickets/${id}${rest}`;

export async function listTickets(query: TicketListFilters): Promise<TicketListPage> {
  const { data } = await api.get<TicketListPage>(withQuery('/tickets', query));
  return data;
}

export async function getTicketQueue(): Promise<TicketQueue> {
  const { data } = await api.get<TicketQueue>('/tickets/queue');
  return data;
}

export async function listSubscribedTickets(page: number, limit: number): Promise<Paginated<TicketListItem>> {
  const { data } = await api.get<Paginated<TicketListItem>>(withQuery('/tickets/subscribes', { page, limit }));
  return data;
}

export async function getTicket(id: number): Promise<TicketDetail> {
  const { data } = await api.get<TicketDetail>(ticketPath(id));
  return data;
}

export async function createTicket(body: CreateTicketInput): Promise<TicketDetail> {
  const { data } = await api.post<TicketDetail>('/tickets', body);
  return data;
}

export async function updateTicket(id: number, body: UpdateTicketInput): Promise<TicketDetail> {
  const { data } = await api.patch<TicketDetail>(ticketPath(id), body);
  return data;
}

export async function deleteTicket(id: number): Promise<void> {
  await api.delete(ticketPath(id));
}

export async function setTicketOption(id: number, option: TicketOption, enabled: boolean): Promise<TicketDetail> {
  const path = ticketPath(id, `/${option}`);
  const { data } = enabled ? await api.put<TicketDetail>(path) : await api.delete<TicketDetail>(path);
  return data;
}

/** The ticket page was opened: replies up to now are read (204). */
export async function markTicketRead(id: number): Promise<void> {
  await api.put(ticketPath(id, '/read'));
}

export async function setTicketSubscription(id: number, subscribed: boolean): Promise<{ is_subscribed: boolean }> {
  const path = ticketPath(id, '/subscribe');
  const { data } = subscribed ? await api.put<{ is_subscribed: boolean }>(path) : await api.delete<{ is_subscribed: boolean }>(path);
  return data;
}

export async function changeTicketStatus(id: number, body: ChangeStatusInput): Promise<TicketDetail> {
  const { data } = await api.patch<TicketDetail>(ticketPath(id, '/status'), body);
  return data;
}

export async function changeTicketAgent(id: number, body: ChangeAgentInput): Promise<TicketDetail> {
  const { data } = await api.patch<TicketDetail>(ticketPath(id, '/agents'), body);
  return data;
}

/** Merges the duplicate `id` into `target_id`; answers the target (docs/ticket-tools.md). */
export async function mergeTicket(id: number, body: MergeTicketInput): Promise<TicketDetail> {
  const { data } = await api.post<TicketDetail>(ticketPath(id, '/merge'), body);
  return data;
}

export async function changeTicketPriority(id: number, body: ChangePriorityInput): Promise<TicketDetail> {
  const { data } = await api.patch<TicketDetail>(ticketPath(id, '/priority-sub-category'), body);
  return data;
}

/** One action on many tickets, all or nothing (docs/tickets.md, "Bulk actions"). */
export async function bulkUpdateTickets(body: BulkTicketInput): Promise<BulkTicketResult> {
  const { data } = await api.post<BulkTicketResult>('/tickets/bulk', body);
  return data;
}

export async function sendTicketFeedback(id: number, body: FeedbackInput): Promise<TicketDetail> {
  const { data } = await api.patch<TicketDetail>(ticketPath(id, '/feedback'), body);
  return data;
}

export async function sendTicketReminder(id: number): Promise<{ total_reminders: number }> {
  const { data } = await api.post<{ total_reminders: number }>(ticketPath(id, '/reminders'));
  return data;
}

export async function getTicketRecommendations(id: number, limit = 5): Promise<TicketSuggestion[]> {
  const { data } = await api.get<TicketSuggestion[]>(withQuery(ticketPath(id, '/recommendations'), { limit }));
  return data;
}

export async function suggestTickets(title: string): Promise<TicketSuggestion[]> {
  const { data } = await api.get<TicketSuggestion[]>(withQuery('/recommendations/tickets', { title }));
  return data;
}

export async function suggestFaqs(title: string): Promise<FaqSuggestion[]> {
  const { data } = await api.get<FaqSuggestion[]>(withQuery('/recommendations/faqs', { title }));
  return data;
}
