import { describe, it, expect } from 'vitest';
import { can, ROLES } from '../../utils/permissions';
import type { Role } from '../../utils/permissions';

// Every combination of role × published × locked × requester × assignee for create-comment.
// The oracle restates the spec sentence: admin always; agent and user need
// (published and not locked) or (requester and not locked) or assignee.

const ME = 7;
const OTHER = 99;

function oracle(role: Role, published: boolean, locked: boolean, requester: boolean, assignee: boolean) {
  if (role === 'admin') return true;
  return (published && !locked) || (requester && !locked) || assignee;
}

const flags = [false, true];
const rows = ROLES.flatMap((role) =>
  flags.flatMap((published) =>
    flags.flatMap((locked) =>
      flags.flatMap((requester) =>
        flags.map((assignee) => ({
          role,
          published,
          locked,
          requester,
          assignee,
          expected: oracle(role, published, locked, requester, assignee),
        })),
      ),
    ),
  ),
);

describe('create-comment', () => {
  it('covers all 48 combinations', () => {
    expect(rows).toHaveLength(48);
  });

  it.each(rows)(
    '$role | published=$published locked=$locked requester=$requester assignee=$assignee -> $expected',
    ({ role, published, locked, requester, assignee, expected }) => {
      const ticket = {
        requester_id: requester ? ME : OTHER,
        assignee_id: assignee ? ME : OTHER,
        is_published: published,
        is_locked: locked,
      };
      expect(can({ id: ME, current_role: role }, 'create-comment', { ticket })).toBe(expected);
    },
  );

  // Hand-written anchors, so a wrong oracle cannot hide a wrong implementation.
  it.each([
    ['user on a locked published ticket', 'user', { is_published: true, is_locked: true }, false],
    ['requester on a locked private ticket', 'user', { requester_id: ME, is_locked: true }, false],
    ['requester on an open private ticket', 'user', { requester_id: ME }, true],
    ['assignee on a locked private ticket', 'agent', { assignee_id: ME, is_locked: true }, true],
    ['agent on an open private ticket of someone else', 'agent', {}, false],
    ['admin on a locked private ticket', 'admin', { is_locked: true }, true],
  ] as const)('%s', (_label, role, over, expected) => {
    const ticket = { requester_id: OTHER, assignee_id: null, is_published: false, is_locked: false, ...over };
    expect(can({ id: ME, current_role: role }, 'create-comment', { ticket })).toBe(expected);
  });

  it.each(['agent', 'user'] as const)('%s without a ticket in context is denied', (role) => {
    expect(can({ id: ME, current_role: role }, 'create-comment')).toBe(false);
  });

  it('admin needs no ticket in context', () => {
    expect(can({ id: ME, current_role: 'admin' }, 'create-comment')).toBe(true);
  });
});
