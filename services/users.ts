import { withQuery } from '@/utils/query';
import type { UserSummary } from '@/utils/schemas/common';
import type { UserHistoryView, UserInfo } from '@/utils/schemas/knowledge';
import type { Paginated, UserListItem, UserListQuery } from '@/utils/schemas/users';
import { api } from './api';

export interface UserInformation {
  id: number;
  custom_id: string;
  username: string;
  name: string | null;
  email: string | null;
  image: string | null;
  group: 'MASTER' | 'PTPK' | 'GOOGLE';
  employee_number: string | null;
  organization_id: string | null;
  /** The unit's name, null when the id is not among the departments. */
  organization_name: string | null;
  current_role: 'admin' | 'agent' | 'user';
  last_login_at: string | null;
  created_at: string;
}

export async function getUserInformation(): Promise<UserInformation> {
  const { data } = await api.get<UserInformation>('/users/information');
  return data;
}

export async function listUsers(query: UserListQuery): Promise<Paginated<UserListItem>> {
  const { data } = await api.get<Paginated<UserListItem>>(withQuery('/users', query));
  return data;
}

export async function changeUserRole(id: number, role: UserListItem['current_role']): Promise<UserListItem> {
  const { data } = await api.patch<UserListItem>(`/users/${id}`, { role });
  return data;
}

export async function setUserActive(id: number, active: boolean): Promise<UserListItem> {
  const { data } = await api.put<UserListItem>(`/users/${id}/activation`, { active });
  return data;
}

/** "Keluar dari semua perangkat": ends every session of the signed-in user, this one included. */
export async function endAllSessions(): Promise<void> {
  await api.delete('/sessions');
}

export async function searchUsers(term: string): Promise<UserSummary[]> {
  const { data } = await api.get<UserSummary[]>(`/users/search/${encodeURIComponent(term)}`);
  return data;
}

export async function getUserInfo(id: number): Promise<UserInfo> {
  const { data } = await api.get<UserInfo>(`/users/${id}/info`);
  return data;
}

/**
 * Activity history, own (no `userId`) or another user's (admins); `page` starts at 0 here
 * (spec sections 7 and 9).
 */
export async function listHistories(page: number, limit: number, userId?: number): Promise<Paginated<UserHistoryView>> {
  const path = userId === undefined ? '/users-histories' : `/users/${userId}/histories`;
  const { data } = await api.get<Paginated<UserHistoryView>>(withQuery(path, { page, limit }));
  return data;
}
