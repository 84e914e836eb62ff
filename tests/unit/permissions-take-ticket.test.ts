import { describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '../../utils/permissions';

// take-ticket ("Ambil tiket"): admins and agents assign an unassigned ticket to themselves.
// Users never; nobody takes a ticket that already has an agent (that is change-agent, admins only).
const ME = 7;
const OTHER = 99;
const ticket = (assignee_id: number | null, requester_id = OTHER) => ({ requester_id, assignee_id, is_published: false, is_locked: false });

describe('take-ticket', () => {
  const expected: Record<Role, { unassigned: boolean; ownRequest: boolean; mine: boolean; others: boolean }> = {
    admin: { unassigned: true, ownRequest: true, mine: false, others: false },
    agent: { unassigned: true, ownRequest: true, mine: false, others: false },
    user: { unassigned: false, ownRequest: false, mine: false, others: false },
  };
  const rows = ROLES.flatMap((role) => [
    { role, state: 'unassigned', context: { ticket: ticket(null) }, allowed: expected[role].unassigned },
    { role, state: 'unassigned, asked by me', context: { ticket: ticket(null, ME) }, allowed: expected[role].ownRequest },
    { role, state: 'already mine', context: { ticket: ticket(ME) }, allowed: expected[role].mine },
    { role, state: "someone else's", context: { ticket: ticket(OTHER) }, allowed: expected[role].others },
    { role, state: 'without a ticket in the context', context: {}, allowed: false },
  ]);

  it.each(rows)('$role | $state -> $allowed', ({ role, context, allowed }) => {
    expect(can({ id: ME, current_role: role }, 'take-ticket', context)).toBe(allowed);
  });

  it('is denied without a user', () => {
    expect(can(null, 'take-ticket', { ticket: ticket(null) })).toBe(false);
  });
});
