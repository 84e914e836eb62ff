import { AppError, forbidden } from '@/server/http/errors';
import { isNip } from '@/utils/catalogue/personnel-sections';
import { can } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';

/** The NIP of the signed-in person's own record; 403 NO_NIP for accounts without one (non-ASN, guests). */
export function ownNip(user: SessionUser): string {
  if (!isNip(user.employee_number)) throw new AppError('NO_NIP', 403);
  return user.employee_number;
}

/** A NIP from the request: 400 when malformed. */
export function requestedNip(value: string): string {
  if (!isNip(value)) throw new AppError('INVALID_NIP', 400);
  return value;
}

/** A NIP the user may read: their own, or any for staff (`view-personnel-any`). */
export function readableNip(user: SessionUser, value: string): string {
  const nip = requestedNip(value);
  if (nip !== user.employee_number && !can(user, 'view-personnel-any')) throw forbidden('Anda hanya dapat melihat data SIASN Anda sendiri');
  return nip;
}

/** Where a route finds the NIP: the caller's own record (/siasn/ws/pns/…), or the path (/siasn/ws/admin/{nip}/…). */
export type Whose = 'own' | 'admin';

export function routeNip(whose: Whose, user: SessionUser, query: { nip?: string }): string {
  return whose === 'own' ? ownNip(user) : requestedNip(query.nip ?? '');
}
