import { describe, it, expect } from 'vitest';
import {
  PERMISSIONS,
  PERMISSION_RULES,
  SPEC_PERMISSIONS,
  can,
  TICKET_OPTION_PERMISSIONS,
  allowedPermissions,
  isPermission,
  isRole,
  toAccessUser,
} from '../../utils/permissions';

describe('permission names', () => {
  it('are exactly the names of spec section 6', () => {
    expect([...SPEC_PERMISSIONS].sort()).toEqual(
      [
        'create-ticket', 'advanced-filter', 'edit-comment', 'remove-comment', 'create-comment',
        'mark-answer', 'edit-ticket-title', 'edit-ticket-description', 'options-ticket',
        'update-feedback', 'see-feedback', 'change-priority-kategory', 'reminder-ticket',
        'change-status', 'change-agent', 'submit-feedback',
      ].sort(),
    );
    expect(Object.keys(PERMISSION_RULES).sort()).toEqual([...PERMISSIONS].sort());
  });

  it.each([
    ['admin', true],
    ['agent', false],
    ['user', false],
  ] as const)('manage-users (portal permission) for %s is %s', (role, expected) => {
    expect(can({ id: 1, current_role: role }, 'manage-users')).toBe(expected);
  });

  it.each([
    ['change-status', true],
    ['toString', false],
    ['', false],
    [42, false],
  ] as const)('isPermission(%j) is %s', (value, expected) => {
    expect(isPermission(value)).toBe(expected);
  });

  it.each([
    ['admin', true],
    ['agent', true],
    ['user', true],
    ['Admin', false],
    [null, false],
  ] as const)('isRole(%j) is %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });
});

describe('toAccessUser', () => {
  it('keeps id and role, names the organization and holds only the current role', () => {
    expect(toAccessUser({ id: 3, current_role: 'agent', organization_id: '123' })).toEqual({
      id: 3,
      current_role: 'agent',
      organization: '123',
      roles: ['agent'],
    });
  });

  it('uses null when the session has no organization', () => {
    expect(toAccessUser({ id: 3, current_role: 'user' })?.organization).toBeNull();
  });

  it.each([null, undefined])('returns null without a session user (%s)', (value) => {
    expect(toAccessUser(value)).toBeNull();
  });

  it('returns null for a role outside admin/agent/user', () => {
    expect(toAccessUser({ id: 3, current_role: 'superadmin' })).toBeNull();
  });
});

describe('allowedPermissions', () => {
  const ticket = { requester_id: 1, assignee_id: 5, is_published: false, is_locked: false };

  it('gives the assigned agent the ticket options except change-agent', () => {
    expect(allowedPermissions({ id: 5, current_role: 'agent' }, { ticket }, TICKET_OPTION_PERMISSIONS)).toEqual([
      'options-ticket',
      'change-status',
      'change-priority-kategory',
      'reminder-ticket',
    ]);
  });

  it('gives an admin every ticket option', () => {
    expect(allowedPermissions({ id: 9, current_role: 'admin' }, { ticket }, TICKET_OPTION_PERMISSIONS)).toEqual([
      ...TICKET_OPTION_PERMISSIONS,
    ]);
  });

  it('gives the requesting user what spec section 6 grants a requester, deleting, reacting, ending their sessions, marking it read, seeing who read their record and asking for a copy of their data, and choosing their notifications', () => {
    expect(allowedPermissions({ id: 1, current_role: 'user' }, { ticket })).toEqual([
      'create-ticket',
      'create-comment',
      'edit-ticket-title',
      'edit-ticket-description',
      'see-feedback',
      'submit-feedback',
      'delete-ticket',
      'react-comment',
      'end-own-sessions',
      'mark-ticket-read',
      'view-own-data-reads',
      'export-own-data',
      'manage-own-notification-preferences',
    ]);
  });

  it('gives nothing without a user', () => {
    expect(allowedPermissions(null, { ticket })).toEqual([]);
  });
});
