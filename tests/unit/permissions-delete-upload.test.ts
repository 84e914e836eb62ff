import { describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '../../utils/permissions';

// delete-upload: admins any file (also one with no recorded owner), others only their own.
const ME = 7;
const OTHER = 99;

describe('delete-upload', () => {
  const expected: Record<Role, { own: boolean; others: boolean; ownerless: boolean }> = {
    admin: { own: true, others: true, ownerless: true },
    agent: { own: true, others: false, ownerless: false },
    user: { own: true, others: false, ownerless: false },
  };
  const rows = ROLES.flatMap((role) => [
    { role, upload: 'own', context: { upload: { owner_id: ME } }, allowed: expected[role].own },
    { role, upload: "someone else's", context: { upload: { owner_id: OTHER } }, allowed: expected[role].others },
    { role, upload: 'with no recorded owner', context: { upload: null }, allowed: expected[role].ownerless },
  ]);

  it.each(rows)('$role | $upload -> $allowed', ({ role, context, allowed }) => {
    expect(can({ id: ME, current_role: role }, 'delete-upload', context)).toBe(allowed);
  });

  it('is denied without a user', () => {
    expect(can(null, 'delete-upload', { upload: { owner_id: ME } })).toBe(false);
  });
});
