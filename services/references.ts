import type { UserSummary } from '@/utils/schemas/common';
import type { PriorityRef, StatusRef } from '@/utils/schemas/tickets';
import { api } from './api';

/** GET /references/categories: each category with its sub-categories, for grouped pickers. */
export interface CategoryOption {
  id: number;
  name: string;
  description: string | null;
  sub_categories: { id: number; name: string; duration_target_hours: number }[];
}

export async function listCategories(): Promise<CategoryOption[]> {
  const { data } = await api.get<CategoryOption[]>('/references/categories');
  return data;
}

/** Agents and admins a ticket can be assigned to. */
export async function listAgents(): Promise<UserSummary[]> {
  const { data } = await api.get<UserSummary[]>('/references/agents');
  return data;
}

export async function listStatuses(): Promise<StatusRef[]> {
  const { data } = await api.get<StatusRef[]>('/references/status');
  return data;
}

export async function listPriorities(): Promise<PriorityRef[]> {
  const { data } = await api.get<PriorityRef[]>('/references/priorities');
  return data;
}
