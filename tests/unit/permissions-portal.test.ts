import { describe, expect, it } from 'vitest';
import { can, PORTAL_PERMISSIONS, ROLES, type Role } from '../../utils/permissions';
import { isKeptForHistory } from '../../utils/rules/ticket-deletion';

// The portal rows (types.ts PORTAL_PERMISSIONS) for every role, written out by hand.
const Y = true;
const N = false;
const table: Record<(typeof PORTAL_PERMISSIONS)[number], Record<Role, boolean>> = {
  'manage-users': { admin: Y, agent: N, user: N },
  'manage-reference': { admin: Y, agent: N, user: N },
  'manage-announcements': { admin: Y, agent: N, user: N },
  'see-rating-summary': { admin: Y, agent: N, user: N },
  'use-saved-replies': { admin: Y, agent: Y, user: N },
  // Attribute rows (below) deny a role whose check has no ticket to look at.
  'delete-ticket': { admin: Y, agent: N, user: N },
  'delete-upload': { admin: Y, agent: N, user: N },
  'see-health-details': { admin: Y, agent: N, user: N },
  'see-ticket-counts': { admin: Y, agent: Y, user: N },
  // Needs the ticket (tests/unit/permissions-locked-tickets.test.ts).
  'react-comment': { admin: Y, agent: N, user: N },
  'end-own-sessions': { admin: Y, agent: Y, user: Y },
  // Needs the ticket (tests/unit/permissions-ticket-presence.test.ts).
  'share-ticket-presence': { admin: Y, agent: N, user: N },
  'set-assignment-mode': { admin: Y, agent: N, user: N },
  // Needs the target account (tests/unit/permissions-assignment.test.ts).
  'set-away-state': { admin: Y, agent: N, user: N },
  'see-internal-notes': { admin: Y, agent: Y, user: N },
  'create-internal-note': { admin: Y, agent: Y, user: N },
  // Needs the target account (tests/unit/permissions-sessions.test.ts).
  'deactivate-user': { admin: N, agent: N, user: N },
  // A user needs the ticket (tests/unit/permissions-mark-ticket-read.test.ts).
  'mark-ticket-read': { admin: Y, agent: Y, user: N },
  // Needs the ticket (tests/unit/permissions-take-ticket.test.ts).
  'take-ticket': { admin: N, agent: N, user: N },
  'see-ticket-queue': { admin: Y, agent: Y, user: N },
  // Each ticket is checked again (tests/unit/ticket-bulk-rules.test.ts).
  'bulk-update-tickets': { admin: Y, agent: Y, user: N },
  'view-personnel-any': { admin: Y, agent: Y, user: N },
  'view-own-data-reads': { admin: Y, agent: Y, user: Y },
  'export-own-data': { admin: Y, agent: Y, user: Y },
  'view-data-reads': { admin: Y, agent: N, user: N },
  'sync-personnel-reference': { admin: Y, agent: N, user: N },
  // Needs the record (tests/unit/permissions-personnel-writes.test.ts).
  'edit-personnel-record': { admin: Y, agent: N, user: N },
  'view-siasn-logs': { admin: Y, agent: N, user: N },
  'view-siasn-token': { admin: Y, agent: N, user: N },
  // Personnel administration (docs/personnel-admin.md section 1); the record owner gains nothing here.
  'manage-personnel-jobs': { admin: Y, agent: N, user: N },
  'manage-personnel-pipelines': { admin: Y, agent: N, user: N },
  'view-personnel-reports': { admin: Y, agent: N, user: N },
  'manage-personnel-reports': { admin: Y, agent: N, user: N },
  // Community (docs/community.md section 1); the owner rows are in permissions-community.test.ts.
  'manage-podcasts': { admin: Y, agent: N, user: N },
  'edit-own-content': { admin: N, agent: N, user: N },
  'moderate-feed': { admin: Y, agent: N, user: N },
  'manage-webinars': { admin: Y, agent: N, user: N },
  'schedule-coaching-clinic': { admin: Y, agent: Y, user: N },
  'run-coaching-clinic': { admin: Y, agent: N, user: N },
  'manage-meetings': { admin: Y, agent: N, user: N },
  'see-staff-meetings': { admin: Y, agent: Y, user: N },
  // Public pages and finance (docs/public-finance.md section 1); apply-loan's owner rows are in
  // permissions-finance.test.ts.
  'manage-service-catalogue': { admin: Y, agent: N, user: N },
  'apply-loan': { admin: N, agent: N, user: N },
  'view-bank-logs': { admin: Y, agent: N, user: N },
  'check-connections': { admin: Y, agent: N, user: N },
  'share-ticket-viewing': { admin: Y, agent: Y, user: N },
  // Staff whoever the ticket is of; the requester's own ticket gives a user nothing (below).
  'merge-ticket': { admin: Y, agent: Y, user: N },
  'manage-own-notification-preferences': { admin: Y, agent: Y, user: Y },
};

describe('portal permissions', () => {
  const rows = Object.entries(table).flatMap(([permission, byRole]) => ROLES.map((role) => ({ permission, role, expected: byRole[role] })));

  it.each(rows)('$permission | $role -> $expected', ({ permission, role, expected }) => {
    expect(can({ id: 1, current_role: role }, permission)).toBe(expected);
  });

  it.each(Object.keys(table))('%s is denied without a user', (permission) => {
    expect(can(null, permission)).toBe(false);
  });

  it('covers every portal permission', () => {
    expect(Object.keys(table).sort()).toEqual([...PORTAL_PERMISSIONS].sort());
  });
});

describe('merge-ticket: staff, never the requester', () => {
  const ticket = { requester_id: 1, assignee_id: 5, is_published: true, is_locked: false };
  it.each([
    ['admin', 9, true],
    ['agent', 7, true],
    ['agent', 1, true],
    ['user', 1, false],
    ['user', 2, false],
  ] as const)('%s #%i -> %s', (role, id, expected) => {
    expect(can({ id, current_role: role }, 'merge-ticket', { ticket })).toBe(expected);
  });
});

describe('personnel administration: owning a record grants nothing', () => {
  const admin = ['manage-personnel-jobs', 'manage-personnel-pipelines', 'view-personnel-reports', 'manage-personnel-reports'] as const;
  it.each(admin.flatMap((permission) => (['agent', 'user'] as const).map((role) => ({ permission, role }))))('$permission | $role on their own NIP -> false', ({ permission, role }) => {
    const owner = { id: 5, current_role: role, employee_number: '199001012015011001' };
    expect(can(owner, permission, { record: { nip: '199001012015011001' } })).toBe(false);
  });
});

describe('delete-ticket: admins, or the requester', () => {
  const ticket = { requester_id: 7, assignee_id: 8, is_published: true, is_locked: false };
  const rows: [Role, number, boolean][] = [
    ['admin', 1, true],
    ['agent', 7, true],
    ['agent', 8, false],
    ['user', 7, true],
    ['user', 9, false],
  ];

  it.each(rows)('%s with id %i -> %s', (role, id, expected) => {
    expect(can({ id, current_role: role }, 'delete-ticket', { ticket })).toBe(expected);
  });
});

describe('a finished ticket is kept for everyone but admins', () => {
  it.each([
    ['admin', 'SELESAI', false],
    ['agent', 'SELESAI', true],
    ['user', 'SELESAI', true],
    ['user', 'DIAJUKAN', false],
    ['user', 'DIKERJAKAN', false],
    ['user', 'DITOLAK', false],
  ] as const)('%s, %s -> %s', (role, status, expected) => {
    expect(isKeptForHistory(role, status)).toBe(expected);
  });
});
