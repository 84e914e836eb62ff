import { describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '../../utils/permissions';

// Automatic assignment (docs/assignment.md): who sets a sub-category's mode, who sets whose
// away state ("Tidak bertugas").
const ME = 7;
const OTHER = 8;

describe('set-assignment-mode', () => {
  const allowed: Record<Role, boolean> = { admin: true, agent: false, user: false };
  it.each(ROLES)('%s', (role) => expect(can({ id: ME, current_role: role }, 'set-assignment-mode')).toBe(allowed[role]));
  it('nobody signed out', () => expect(can(null, 'set-assignment-mode')).toBe(false));
});

describe('set-away-state', () => {
  const table: Record<Role, { own: boolean; other: boolean }> = {
    admin: { own: true, other: true },
    agent: { own: true, other: false },
    user: { own: false, other: false },
  };
  it.each(ROLES)('%s on their own account and on another', (role) => {
    expect(can({ id: ME, current_role: role }, 'set-away-state', { account: { id: ME } })).toBe(table[role].own);
    expect(can({ id: ME, current_role: role }, 'set-away-state', { account: { id: OTHER } })).toBe(table[role].other);
  });
  it('an agent without the target account is denied', () => expect(can({ id: ME, current_role: 'agent' }, 'set-away-state')).toBe(false));
  it('nobody signed out', () => expect(can(null, 'set-away-state', { account: { id: ME } })).toBe(false));
});
