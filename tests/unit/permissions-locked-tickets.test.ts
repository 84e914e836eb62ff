import { describe, expect, it } from 'vitest';
import { can, ROLES, type PermissionContext, type Role, type TicketContext } from '../../utils/permissions';
import { ME, ticketOf } from '../helpers/permission-fixtures';

// A lock freezes the conversation (docs/security.md, Locked tickets): on a locked ticket only admins
// (where they act at all) and the assigned agent still edit, remove, react or retitle.
const Y = true;
const N = false;

const ticket = ticketOf;

// [open, locked] for each relation of the actor to the ticket; the comment is always the actor's own.
type Row = Record<Role, [boolean, boolean]>;
const relations: Record<string, Partial<TicketContext>> = {
  requester: { requester_id: ME },
  assignee: { assignee_id: ME },
  'neither (published ticket)': {},
};
const table: Record<string, Record<string, Row>> = {
  'edit-comment': {
    requester: { admin: [Y, Y], agent: [Y, N], user: [Y, N] },
    assignee: { admin: [Y, Y], agent: [Y, Y], user: [Y, Y] },
    'neither (published ticket)': { admin: [Y, Y], agent: [Y, N], user: [Y, N] },
  },
  'remove-comment': {
    requester: { admin: [N, N], agent: [Y, N], user: [Y, N] },
    assignee: { admin: [N, N], agent: [Y, Y], user: [Y, Y] },
    'neither (published ticket)': { admin: [N, N], agent: [Y, N], user: [Y, N] },
  },
  'react-comment': {
    requester: { admin: [Y, Y], agent: [Y, N], user: [Y, N] },
    assignee: { admin: [Y, Y], agent: [Y, Y], user: [Y, Y] },
    'neither (published ticket)': { admin: [Y, Y], agent: [Y, N], user: [Y, N] },
  },
  'edit-ticket-title': {
    requester: { admin: [N, N], agent: [Y, N], user: [Y, N] },
    assignee: { admin: [N, N], agent: [Y, Y], user: [Y, Y] },
    'neither (published ticket)': { admin: [N, N], agent: [N, N], user: [N, N] },
  },
  'edit-ticket-description': {
    requester: { admin: [Y, Y], agent: [Y, N], user: [Y, N] },
    assignee: { admin: [N, N], agent: [N, N], user: [N, N] },
    'neither (published ticket)': { admin: [N, N], agent: [N, N], user: [N, N] },
  },
};

const rows = Object.entries(table).flatMap(([permission, byRelation]) =>
  Object.entries(byRelation).flatMap(([relation, byRole]) =>
    ROLES.flatMap((role) =>
      [false, true].map((locked, i) => ({
        permission,
        relation,
        role,
        state: locked ? 'locked' : 'open',
        context: { ticket: ticket({ ...relations[relation], is_locked: locked }), comment: { user_id: ME } } satisfies PermissionContext,
        expected: byRole[role][i],
      })),
    ),
  ),
);

describe('locked tickets', () => {
  it.each(rows)('$permission | $role | $relation | $state -> $expected', ({ permission, role, context, expected }) => {
    expect(can({ id: ME, current_role: role }, permission, context)).toBe(expected);
  });

  it('react-comment is denied without a ticket and without a user', () => {
    expect(can({ id: ME, current_role: 'user' }, 'react-comment', {})).toBe(false);
    expect(can(null, 'react-comment', { ticket: ticket({}) })).toBe(false);
  });
});
