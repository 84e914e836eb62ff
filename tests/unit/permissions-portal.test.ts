import { describe, expect, it } from 'vitest';
import { can, PORTAL_PERMISSIONS, ROLES, type Role } from '../../utils/permissions';

// The portal rows (types.ts PORTAL_PERMISSIONS) for every role, written out by hand.
const Y = true;
const N = false;
const table: Record<(typeof PORTAL_PERMISSIONS)[number], Record<Role, boolean>> = {
  'manage-users': { admin: Y, agent: N, user: N },
  'manage-reference': { admin: Y, agent: N, user: N },
  'manage-announcements': { admin: Y, agent: N, user: N },
  'see-rating-summary': { admin: Y, agent: N, user: N },
  'use-saved-replies': { admin: Y, agent: Y, user: N },
};

describe('portal permissions', () => {
  const rows = Object.entries(table).flatMap(([permission, byRole]) => ROLES.map((role) => ({ permission, role, expected: byRole[role] })));

  it.each(rows)('$permission | $role -> $expected', ({ permission, role, expected }) => {
    expect(can({ id: 1, current_role: role }, permission)).toBe(expected);
  });

  it.each(Object.keys(table))('%s is denied without a user', (permission) => {
    expect(can(null, permission)).toBe(false);
  });

  it('covers every portal permission', () => {
    expect(Object.keys(table).sort()).toEqual([...PORTAL_PERMISSIONS].sort());
  });
});
