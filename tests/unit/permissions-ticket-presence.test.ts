import { describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '../../utils/permissions';

// share-ticket-presence: staff who may answer the ticket ("Budi sedang mengetik...").
const ME = 7;
const OTHER = 99;
const ticket = (over: Partial<{ requester_id: number; assignee_id: number | null; is_published: boolean; is_locked: boolean }>) => ({
  requester_id: OTHER,
  assignee_id: null,
  is_published: false,
  is_locked: false,
  ...over,
});

const cases = {
  assigned: ticket({ assignee_id: ME }),
  'assigned, locked': ticket({ assignee_id: ME, is_locked: true }),
  'published, unassigned': ticket({ is_published: true }),
  'published, locked': ticket({ is_published: true, is_locked: true }),
  "someone else's, unpublished": ticket({}),
  'own request': ticket({ requester_id: ME }),
};

const expected: Record<Role, Record<keyof typeof cases, boolean>> = {
  admin: { assigned: true, 'assigned, locked': true, 'published, unassigned': true, 'published, locked': true, "someone else's, unpublished": true, 'own request': true },
  agent: { assigned: true, 'assigned, locked': true, 'published, unassigned': true, 'published, locked': false, "someone else's, unpublished": false, 'own request': true },
  user: { assigned: false, 'assigned, locked': false, 'published, unassigned': false, 'published, locked': false, "someone else's, unpublished": false, 'own request': false },
};

describe('share-ticket-presence', () => {
  const rows = ROLES.flatMap((role) =>
    Object.entries(cases).map(([name, t]) => ({ role, name, t, allowed: expected[role][name as keyof typeof cases] })),
  );

  it.each(rows)('$role | $name -> $allowed', ({ role, t, allowed }) => {
    expect(can({ id: ME, current_role: role }, 'share-ticket-presence', { ticket: t })).toBe(allowed);
  });

  it('is denied to an agent without the ticket, and without a user', () => {
    expect(can({ id: ME, current_role: 'agent' }, 'share-ticket-presence')).toBe(false);
    expect(can(null, 'share-ticket-presence', { ticket: cases.assigned })).toBe(false);
  });
});
