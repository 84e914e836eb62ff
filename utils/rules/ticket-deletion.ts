import type { Role } from '@/utils/permissions';

/**
 * docs/tickets.md: a requester may delete their ticket until it is SELESAI; admins always.
 * A state rule, not a permission: the API answers it with 409, after `delete-ticket` allowed the person.
 */
export function isKeptForHistory(role: Role, status: string): boolean {
  return role !== 'admin' && status === 'SELESAI';
}
