import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';

/**
 * The NIP whose record is shown (`nip` null: the signed-in user's own, by their employee_number)
 * and whether the user may write history entries to it (edit-personnel-record: admins any NIP,
 * everyone else their own).
 */
export function useRecordPermission(nip: string | null): { recordNip: string | null; canEdit: boolean } {
  const user = useCurrentUser();
  const recordNip = nip ?? user?.employee_number ?? null;
  const canEdit = !!recordNip && can(user, 'edit-personnel-record', { record: { nip: recordNip } });
  return { recordNip, canEdit };
}
