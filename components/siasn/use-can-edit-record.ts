import { useSession } from 'next-auth/react';
import { can } from '@/utils/permissions';

/**
 * May the signed-in user write to this record (edit-personnel-record): their own (`nip` null is
 * the own record, the session's NIP), or any for admins.
 */
export function useCanEditRecord(nip: string | null): boolean {
  const { data: session } = useSession();
  const user = session?.user;
  if (!user) return false;
  const target = nip ?? user.employee_number;
  return !!target && can(user, 'edit-personnel-record', { record: { nip: target } });
}
