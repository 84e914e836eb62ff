import { withQuery } from '@/utils/query';
import type { TicketDashboard } from '@/utils/schemas/tickets';
import { api } from './api';

export async function getTicketDashboard(days: number): Promise<TicketDashboard> {
  const { data } = await api.get<TicketDashboard>(withQuery('/dashboard/tickets', { days }));
  return data;
}
