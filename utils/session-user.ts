/** What the session carries about the signed-in user: enough to decide permissions without a query. */
export type Role = 'admin' | 'agent' | 'user';
export type UserGroup = 'MASTER' | 'PTPK' | 'GOOGLE';

export interface SessionUser {
  id: number;
  current_role: Role;
  organization_id: string | null;
  group: UserGroup;
  employee_number: string | null;
  name: string | null;
  username: string;
  image: string | null;
}
