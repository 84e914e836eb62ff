import { forbidden } from '@/server/http/errors';
import { can } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';

/**
 * The NIP a write is aimed at, when the user may change that record (edit-personnel-record: their
 * own, or any for admins); 403 before anything reaches SIASN otherwise.
 */
export function assertMayEdit(user: SessionUser, nip: string): string {
  if (!can(user, 'edit-personnel-record', { record: { nip } })) throw forbidden('Anda hanya dapat mengubah data SIASN Anda sendiri');
  return nip;
}
