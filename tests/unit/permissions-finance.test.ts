import { describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '../../utils/permissions';

// docs/public-finance.md section 1: a loan is applied for on one's own SIASN record only, for
// every role as the owner and as someone else; the admin rows ignore whose record it is.
const NIP = '198503122010012001';
const OTHER = '199001012015031002';
const me = (role: Role, employee_number: string | null = NIP) => ({ id: 7, current_role: role, employee_number });

describe('apply-loan: the NIP of the session only, whatever the role', () => {
  it.each(ROLES)('%s applies on their own record', (role) => {
    expect(can(me(role), 'apply-loan', { record: { nip: NIP } })).toBe(true);
  });
  it.each(ROLES)("%s never applies on someone else's record", (role) => {
    expect(can(me(role), 'apply-loan', { record: { nip: OTHER } })).toBe(false);
  });
  it.each(ROLES)('%s without a NIP of their own (non-ASN) is refused', (role) => {
    expect(can(me(role, null), 'apply-loan', { record: { nip: NIP } })).toBe(false);
    expect(can(me(role, ''), 'apply-loan', { record: { nip: '' } })).toBe(false);
  });
  it.each(ROLES)('%s without the record in the context is refused', (role) => {
    expect(can(me(role), 'apply-loan')).toBe(false);
  });
});

describe('admin-only finance and catalogue rows ignore whose record it is', () => {
  const cases = (['manage-service-catalogue', 'view-bank-logs'] as const).flatMap((permission) =>
    ROLES.map((role) => ({ permission, role, expected: role === 'admin' })),
  );
  it.each(cases)('$permission | $role on their own record -> $expected', ({ permission, role, expected }) => {
    expect(can(me(role), permission, { record: { nip: NIP } })).toBe(expected);
  });
});
