import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../utils/permissions';
import { BULK_PERMISSIONS, bulkRefusals, type BulkChange, type BulkTarget } from '../../utils/rules/ticket-bulk';

// The per-ticket rule of POST /tickets/bulk and the list's confirmation: each ticket needs the
// action's own permission row (assign: change-agent, status: change-status, priority:
// change-priority-kategory), and a status the lifecycle allows from where the ticket is.
const ME = 5;
const OTHER = 6;
const target = (number: string, assignee_id: number | null, statusCode = 'DIAJUKAN'): BulkTarget => ({
  number,
  statusCode,
  context: { requester_id: 9, assignee_id, is_published: false, is_locked: false },
});
const mine = target('HD-000001', ME);
const theirs = target('HD-000002', OTHER);
const nobodys = target('HD-000003', null);

const CHANGES: Record<string, BulkChange> = {
  assign: { action: 'assign', value: ME },
  status: { action: 'status', value: 'DIKERJAKAN' },
  priority: { action: 'priority', value: 'TINGGI' },
};

describe('bulkRefusals per role and relation', () => {
  // Refused ticket numbers among [mine (assigned to me), theirs (another agent's), nobody's].
  const expected: Record<Role, Record<keyof typeof CHANGES, string[]>> = {
    admin: { assign: [], status: [], priority: [] },
    agent: { assign: ['HD-000001', 'HD-000002', 'HD-000003'], status: ['HD-000002', 'HD-000003'], priority: ['HD-000002', 'HD-000003'] },
    user: { assign: ['HD-000001', 'HD-000002', 'HD-000003'], status: ['HD-000001', 'HD-000002', 'HD-000003'], priority: ['HD-000001', 'HD-000002', 'HD-000003'] },
  };
  const rows = ROLES.flatMap((role) => Object.keys(CHANGES).map((action) => ({ role, action, refused: expected[role][action] })));

  it.each(rows)('$role | $action -> forbidden $refused', ({ role, action, refused }) => {
    expect(bulkRefusals({ id: ME, current_role: role }, CHANGES[action], [mine, theirs, nobodys])).toEqual({ forbidden: refused, conflicting: [] });
  });

  it('asks the single-ticket permission of each action', () => {
    expect(BULK_PERMISSIONS).toEqual({ assign: 'change-agent', status: 'change-status', priority: 'change-priority-kategory' });
  });

  it('refuses everything without a user', () => {
    expect(bulkRefusals(null, CHANGES.priority, [mine]).forbidden).toEqual(['HD-000001']);
  });
});

describe('bulkRefusals and the lifecycle', () => {
  const admin = { id: ME, current_role: 'admin' } as const;

  it('names the tickets whose status cannot move there (the same table as PATCH /tickets/{id}/status)', () => {
    const targets = [target('HD-000010', null, 'DIKERJAKAN'), target('HD-000011', null, 'DIAJUKAN'), target('HD-000012', null, 'SELESAI')];
    expect(bulkRefusals(admin, { action: 'status', value: 'SELESAI' }, targets)).toEqual({ forbidden: [], conflicting: ['HD-000011', 'HD-000012'] });
  });

  it('counts a forbidden ticket once, as forbidden', () => {
    const agent = { id: ME, current_role: 'agent' } as const;
    const targets = [target('HD-000020', OTHER, 'SELESAI'), target('HD-000021', ME, 'SELESAI')];
    expect(bulkRefusals(agent, { action: 'status', value: 'SELESAI' }, targets)).toEqual({ forbidden: ['HD-000020'], conflicting: ['HD-000021'] });
  });

  it('has no lifecycle for priorities and assignees', () => {
    const finished = target('HD-000030', null, 'SELESAI');
    expect(bulkRefusals(admin, { action: 'priority', value: null }, [finished])).toEqual({ forbidden: [], conflicting: [] });
    expect(bulkRefusals(admin, { action: 'assign', value: null }, [finished])).toEqual({ forbidden: [], conflicting: [] });
  });
});
