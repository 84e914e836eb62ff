import type { AssignmentMode } from '@/utils/rules/assignment';
import type { AwayStateView } from '@/utils/schemas/assignment';
import { api } from './api';

export async function getAwayState(userId: number): Promise<AwayStateView> {
  const { data } = await api.get<AwayStateView>(`/users/${userId}/away`);
  return data;
}

/** `until`: the last day away (YYYY-MM-DD), or null for "until I switch back". */
export async function setAwayState(userId: number, body: { away: boolean; until: string | null }): Promise<AwayStateView> {
  const { data } = await api.put<AwayStateView>(`/users/${userId}/away`, body);
  return data;
}

export async function setAssignmentMode(subCategoryId: number, mode: AssignmentMode): Promise<{ id: number; assignment_mode: AssignmentMode }> {
  const { data } = await api.put<{ id: number; assignment_mode: AssignmentMode }>(`/ref/sub-categories/${subCategoryId}/assignment`, { mode });
  return data;
}
