import { describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '../../utils/permissions';

// end-own-sessions: everyone, for themselves. deactivate-user: admins, on someone else's account.
const ME = 7;
const OTHER = 99;

describe('end-own-sessions', () => {
  it.each(ROLES)('%s may end their own sessions', (role) => {
    expect(can({ id: ME, current_role: role }, 'end-own-sessions')).toBe(true);
  });

  it('is denied without a user', () => {
    expect(can(null, 'end-own-sessions')).toBe(false);
  });
});

describe('deactivate-user', () => {
  const expected: Record<Role, { own: boolean; other: boolean; none: boolean }> = {
    admin: { own: false, other: true, none: false },
    agent: { own: false, other: false, none: false },
    user: { own: false, other: false, none: false },
  };
  const rows = ROLES.flatMap((role) => [
    { role, account: 'own', context: { account: { id: ME } }, allowed: expected[role].own },
    { role, account: "someone else's", context: { account: { id: OTHER } }, allowed: expected[role].other },
    { role, account: 'not given', context: {}, allowed: expected[role].none },
  ]);

  it.each(rows)('$role | $account -> $allowed', ({ role, context, allowed }) => {
    expect(can({ id: ME, current_role: role }, 'deactivate-user', context)).toBe(allowed);
  });

  it('is denied without a user', () => {
    expect(can(null, 'deactivate-user', { account: { id: OTHER } })).toBe(false);
  });
});
