import { ticketsText } from '@/locales/id/tickets';

/**
 * What is wrong with a ticket title by the API's own rule (TicketTitle), or null; an empty title
 * is the caller's "required". The rule (and zod) load with the first check, not with the page.
 */
export async function ticketTitleProblem(value: string | undefined): Promise<string | null> {
  if (!value) return null;
  const { TicketTitle } = await import('@/utils/schemas/ticket-query');
  return TicketTitle.safeParse(value).success ? null : ticketsText.form.titleRule;
}

/** The same rule as an antd validator, so no form accepts a title the API would refuse. */
export async function validateTicketTitle(_: unknown, value: string | undefined): Promise<void> {
  const problem = await ticketTitleProblem(value);
  if (problem) throw new Error(problem);
}
