import { describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '../../utils/permissions';

// docs/community.md section 1: the rows that depend on who wrote something or runs a clinic,
// for every role as the owner and as someone else.
const me = (role: Role) => ({ id: 7, current_role: role });

describe('edit-own-content: the author only, whatever the role', () => {
  it.each(ROLES)('%s edits what they wrote', (role) => {
    expect(can(me(role), 'edit-own-content', { authored: { user_id: 7 } })).toBe(true);
  });
  it.each(ROLES)("%s never edits someone else's", (role) => {
    expect(can(me(role), 'edit-own-content', { authored: { user_id: 8 } })).toBe(false);
  });
  it.each(ROLES)('%s without the content is refused', (role) => {
    expect(can(me(role), 'edit-own-content', { authored: null })).toBe(false);
  });
});

describe('moderate-feed: admins remove anything, nobody else does by this right', () => {
  const cases: [Role, boolean][] = [['admin', true], ['agent', false], ['user', false]];
  it.each(cases)('%s on a stranger\'s post -> %s', (role, expected) => {
    expect(can(me(role), 'moderate-feed', { authored: { user_id: 8 } })).toBe(expected);
  });
  it.each(['agent', 'user'] as const)('%s gains nothing from being the author', (role) => {
    expect(can(me(role), 'moderate-feed', { authored: { user_id: 7 } })).toBe(false);
  });
});

describe('run-coaching-clinic: its consultant, or any admin', () => {
  const cases: [Role, number, boolean][] = [
    ['admin', 7, true],
    ['admin', 8, true],
    ['agent', 7, true],
    ['agent', 8, false],
    ['user', 7, false],
    ['user', 8, false],
  ];
  it.each(cases)('%s on a clinic of consultant %i -> %s', (role, consultant, expected) => {
    expect(can(me(role), 'run-coaching-clinic', { clinic: { consultant_id: consultant } })).toBe(expected);
  });
  it('an agent without the clinic is refused', () => {
    expect(can(me('agent'), 'run-coaching-clinic')).toBe(false);
  });
});

describe('admin-only community rows ignore ownership', () => {
  const adminOnly = ['manage-podcasts', 'manage-webinars', 'manage-meetings'] as const;
  it.each(adminOnly.flatMap((permission) => (['agent', 'user'] as const).map((role) => ({ permission, role }))))(
    '$permission | $role as author and consultant -> false',
    ({ permission, role }) => {
      expect(can(me(role), permission, { authored: { user_id: 7 }, clinic: { consultant_id: 7 } })).toBe(false);
    },
  );
  it.each(['admin', 'agent'] as const)('%s schedules a coaching clinic; a user does not', (role) => {
    expect(can(me(role), 'schedule-coaching-clinic')).toBe(true);
    expect(can(me('user'), 'schedule-coaching-clinic')).toBe(false);
  });
});
