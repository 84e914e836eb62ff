import { withQuery } from '@/utils/query';
import type { StaffDashboard } from '@/utils/schemas/dashboard';
import type { TicketDashboard } from '@/utils/schemas/tickets';
import { api } from './api';

export async function getTicketDashboard(days: number): Promise<TicketDashboard> {
  const { data } = await api.get<TicketDashboard>(withQuery('/dashboard/tickets', { days }));
  return data;
}

export async function getStaffDashboard(range: { from: string; to: string }): Promise<StaffDashboard> {
  const { data } = await api.get<StaffDashboard>(withQuery('/dashboard/staff', range));
  return data;
}
