import { describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '../../utils/permissions';

// edit-personnel-record (docs/personnel-writes.md section 1): admins write any record; agents and
// users only the record of their own NIP, and never without one.
const OWN = '198701012010011001';
const OTHER = '199002022015012002';

describe('edit-personnel-record', () => {
  const rows: [Role, string | null | undefined, string, boolean][] = [
    ['admin', OWN, OWN, true],
    ['admin', OWN, OTHER, true],
    ['admin', null, OTHER, true],
    ['agent', OWN, OWN, true],
    ['agent', OWN, OTHER, false],
    ['agent', null, OWN, false],
    ['user', OWN, OWN, true],
    ['user', OWN, OTHER, false],
    ['user', null, OWN, false],
    ['user', undefined, OWN, false],
    ['user', '', '', false],
  ];

  it.each(rows)('%s with NIP %s on %s -> %s', (role, employeeNumber, nip, expected) => {
    expect(can({ id: 5, current_role: role, employee_number: employeeNumber }, 'edit-personnel-record', { record: { nip } })).toBe(expected);
  });

  it.each(ROLES)('%s without a record context: only admins', (role) => {
    expect(can({ id: 5, current_role: role, employee_number: OWN }, 'edit-personnel-record')).toBe(role === 'admin');
  });

  it('is denied without a user', () => {
    expect(can(null, 'edit-personnel-record', { record: { nip: OWN } })).toBe(false);
  });
});
