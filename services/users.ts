import { withQuery } from '@/utils/query';
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
