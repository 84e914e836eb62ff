import { ticketsText } from '@/locales/id';

/**
 * antd validator of a ticket title with the API's own rule (TicketTitle), so no form accepts a
 * title the API would refuse. The rule (and zod) load with the first check, not with the page.
 */
export async function validateTicketTitle(_: unknown, value: string | undefined): Promise<void> {
  if (!value) return;
  const { TicketTitle } = await import('@/utils/schemas/ticket-query');
  if (!TicketTitle.safeParse(value).success) throw new Error(ticketsText.form.titleRule);
}
