import { describe, it, expect } from 'vitest';
import { can, ROLES } from '../../utils/permissions';
import type { PermissionContext, PermissionUser, Role } from '../../utils/permissions';
import { ME, OTHER, ticketOf } from '../helpers/permission-fixtures';

// Every row of spec section 6 for every role, with and without the attribute it depends on.
// Expectations are written out by hand so a change in the rules table shows up as a named case.

const userAs = (role: Role): PermissionUser => ({ id: ME, current_role: role });
const ticket = ticketOf;

const Y = true;
const N = false;

describe('role-only permissions', () => {
  // [no context, with an unrelated open ticket]
  const table: Record<string, Record<Role, [boolean, boolean]>> = {
    'create-ticket': { admin: [Y, Y], agent: [Y, Y], user: [Y, Y] },
    'advanced-filter': { admin: [Y, Y], agent: [Y, Y], user: [N, N] },
    'see-feedback': { admin: [N, N], agent: [N, N], user: [Y, Y] },
    'change-agent': { admin: [Y, Y], agent: [N, N], user: [N, N] },
  };
  const rows = Object.entries(table).flatMap(([permission, byRole]) =>
    ROLES.flatMap((role) => [
      { permission, role, with: 'no context', context: undefined, expected: byRole[role][0] },
      { permission, role, with: 'a ticket', context: { ticket: ticket({}) }, expected: byRole[role][1] },
    ]),
  );
  it.each(rows)('$permission | $role | $with -> $expected', ({ permission, role, context, expected }) => {
    expect(can(userAs(role), permission, context)).toBe(expected);
  });
});

describe('ticket-attribute permissions', () => {
  const relations: Array<[string, PermissionContext | undefined]> = [
    ['requester', { ticket: ticket({ requester_id: ME }) }],
    ['assignee', { ticket: ticket({ assignee_id: ME }) }],
    ['unrelated', { ticket: ticket({}) }],
    ['unassigned ticket', { ticket: ticket({ assignee_id: null }) }],
    ['no ticket in context', {}],
    ['null ticket', { ticket: null }],
    ['no context at all', undefined],
  ];
  // Columns follow `relations`: requester, assignee, unrelated, unassigned, no ticket, null, none.
  const table: Record<string, Record<Role, boolean[]>> = {
    'mark-answer': {
      admin: [Y, Y, Y, Y, Y, Y, Y],
      agent: [N, Y, N, N, N, N, N],
      user: [N, N, N, N, N, N, N],
    },
    'edit-ticket-title': {
      admin: [N, N, N, N, N, N, N],
      agent: [Y, Y, N, N, N, N, N],
      user: [Y, Y, N, N, N, N, N],
    },
    'edit-ticket-description': {
      admin: [Y, N, N, N, N, N, N],
      agent: [Y, N, N, N, N, N, N],
      user: [Y, N, N, N, N, N, N],
    },
    'submit-feedback': {
      admin: [Y, N, N, N, N, N, N],
      agent: [Y, N, N, N, N, N, N],
      user: [Y, N, N, N, N, N, N],
    },
  };
  const adminOrAssignedAgent: Record<Role, boolean[]> = {
    admin: [Y, Y, Y, Y, Y, Y, Y],
    agent: [N, Y, N, N, N, N, N],
    user: [N, N, N, N, N, N, N],
  };
  for (const permission of ['options-ticket', 'change-priority-kategory', 'reminder-ticket', 'change-status']) {
    table[permission] = adminOrAssignedAgent;
  }

  const rows = Object.entries(table).flatMap(([permission, byRole]) =>
    ROLES.flatMap((role) =>
      relations.map(([relation, context], column) => ({
        permission,
        role,
        relation,
        context,
        expected: byRole[role][column],
      })),
    ),
  );
  it.each(rows)('$permission | $role | $relation -> $expected', ({ permission, role, context, expected }) => {
    expect(can(userAs(role), permission, context)).toBe(expected);
  });
});

describe('comment and feedback permissions', () => {
  // On an open ticket (locks: tests/unit/permissions-locked-tickets.test.ts).
  const author = { ticket: ticket({}), comment: { user_id: ME } };
  const notAuthor = { ticket: ticket({}), comment: { user_id: OTHER } };
  const authorWithoutTicket = { comment: { user_id: ME } };
  const owner = { feedback: { user_id: ME } };
  const notOwner = { feedback: { user_id: OTHER } };
  // The requester of the ticket is not the comment's author: authorship alone decides.
  const requesterButNotAuthor = { ticket: ticket({ requester_id: ME }), comment: { user_id: OTHER } };
  const rows: Array<{ permission: string; role: Role; with: string; context?: PermissionContext; expected: boolean }> = [];
  const add = (permission: string, cases: Array<[string, PermissionContext | undefined, Record<Role, boolean>]>) => {
    for (const [label, context, byRole] of cases) {
      for (const role of ROLES) rows.push({ permission, role, with: label, context, expected: byRole[role] });
    }
  };
  add('edit-comment', [
    ['author', author, { admin: Y, agent: Y, user: Y }],
    ['not author', notAuthor, { admin: N, agent: N, user: N }],
    ['ticket requester, not author', requesterButNotAuthor, { admin: N, agent: N, user: N }],
    ['author, ticket not given', authorWithoutTicket, { admin: Y, agent: N, user: N }],
    ['no comment', undefined, { admin: N, agent: N, user: N }],
  ]);
  add('remove-comment', [
    ['author', author, { admin: N, agent: Y, user: Y }],
    ['not author', notAuthor, { admin: N, agent: N, user: N }],
    ['author, ticket not given', authorWithoutTicket, { admin: N, agent: N, user: N }],
    ['no comment', undefined, { admin: N, agent: N, user: N }],
  ]);
  add('update-feedback', [
    ['owner', owner, { admin: N, agent: N, user: Y }],
    ['not owner', notOwner, { admin: N, agent: N, user: N }],
    ['no feedback', undefined, { admin: N, agent: N, user: N }],
    ['null feedback', { feedback: null }, { admin: N, agent: N, user: N }],
  ]);
  it.each(rows)('$permission | $role | $with -> $expected', ({ permission, role, context, expected }) => {
    expect(can(userAs(role), permission, context)).toBe(expected);
  });
});

describe('denials that do not depend on the table', () => {
  const fullContext: PermissionContext = {
    ticket: ticket({ requester_id: ME, assignee_id: ME }),
    comment: { user_id: ME },
    feedback: { user_id: ME },
  };

  it.each(['remove-ticket', '', 'CREATE-TICKET', 'create_ticket', ' create-ticket', 'toString', '__proto__', 'constructor'])(
    'undefined permission %j is denied for admin',
    (permission) => {
      expect(can(userAs('admin'), permission, fullContext)).toBe(false);
    },
  );

  it.each([null, undefined])('no user (%s) is denied even create-ticket', (user) => {
    expect(can(user, 'create-ticket', fullContext)).toBe(false);
  });

  it.each(['superadmin', 'Admin', '', undefined])('an unknown role %j is denied', (role) => {
    const user = { id: ME, current_role: role } as unknown as PermissionUser;
    expect(can(user, 'create-ticket')).toBe(false);
  });

  it('an unassigned ticket never matches an agent through a null id', () => {
    const agent = { id: null, current_role: 'agent' } as unknown as PermissionUser;
    expect(can(agent, 'change-status', { ticket: ticket({ assignee_id: null }) })).toBe(false);
  });
});
