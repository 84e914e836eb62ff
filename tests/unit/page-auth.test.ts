import { describe, expect, it } from 'vitest';
import { meetsPageAuth } from '@/utils/page-auth';
import { safeCallbackUrl } from '@/utils/callback-url';
import type { Role, SessionUser } from '@/utils/session-user';

const userWith = (role: Role): SessionUser => ({
  id: 1,
  current_role: role,
  organization_id: null,
  group: 'MASTER',
  employee_number: null,
  name: null,
  username: 'u',
  image: null,
});

describe('meetsPageAuth', () => {
  it.each([
    ['no user', null, {}, false],
    ['a user without id', { ...userWith('admin'), id: 0 }, {}, false],
    ['any signed-in user on a page that only needs a session', userWith('user'), {}, true],
    ['a listed role', userWith('agent'), { roles: ['admin', 'agent'] as Role[] }, true],
    ['an unlisted role', userWith('user'), { roles: ['admin', 'agent'] as Role[] }, false],
    ['an allowed permission', userWith('admin'), { permission: 'manage-users' as const }, true],
    ['a refused permission', userWith('agent'), { permission: 'manage-users' as const }, false],
    ['role and permission both needed', userWith('agent'), { roles: ['agent'] as Role[], permission: 'change-agent' as const }, false],
  ])('%s', (_name, user, auth, expected) => {
    expect(meetsPageAuth(user, auth)).toBe(expected);
  });
});

describe('safeCallbackUrl', () => {
  it.each([
    [undefined, '/helpdesk'],
    ['', '/helpdesk'],
    ['/helpdesk', '/helpdesk'],
    ['/helpdesk/admin/users?page=2#top', '/helpdesk/admin/users?page=2#top'],
    ['http://localhost:3000/helpdesk/mail', '/helpdesk/mail'],
    ['https://evil.example/helpdesk/x', '/helpdesk/x'],
    ['//evil.example/', '/helpdesk'],
    ['/other-app', '/helpdesk'],
    ['/helpdesk-fake', '/helpdesk'],
    ['javascript:alert(1)', '/helpdesk'],
    [['/helpdesk/a'], '/helpdesk'],
  ])('%j -> %s', (raw, expected) => {
    expect(safeCallbackUrl(raw)).toBe(expected);
  });
});
