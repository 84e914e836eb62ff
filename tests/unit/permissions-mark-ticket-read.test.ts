import { describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '../../utils/permissions';

// mark-ticket-read: whoever may see the ticket, i.e. staff always, a user their own or a published one.
const ME = 7;
const OTHER = 99;
const ticket = (requester_id: number, is_published: boolean) => ({ requester_id, assignee_id: null, is_published, is_locked: false });

describe('mark-ticket-read', () => {
  const expected: Record<Role, { own: boolean; published: boolean; hidden: boolean }> = {
    admin: { own: true, published: true, hidden: true },
    agent: { own: true, published: true, hidden: true },
    user: { own: true, published: true, hidden: false },
  };
  const rows = ROLES.flatMap((role) => [
    { role, ticket: 'own, unpublished', context: { ticket: ticket(ME, false) }, allowed: expected[role].own },
    { role, ticket: "someone else's, published", context: { ticket: ticket(OTHER, true) }, allowed: expected[role].published },
    { role, ticket: "someone else's, unpublished", context: { ticket: ticket(OTHER, false) }, allowed: expected[role].hidden },
  ]);

  it.each(rows)('$role | $ticket -> $allowed', ({ role, context, allowed }) => {
    expect(can({ id: ME, current_role: role }, 'mark-ticket-read', context)).toBe(allowed);
  });

  it('is denied to a user without the ticket, and without a user', () => {
    expect(can({ id: ME, current_role: 'user' }, 'mark-ticket-read')).toBe(false);
    expect(can(null, 'mark-ticket-read', { ticket: ticket(ME, true) })).toBe(false);
  });
});
