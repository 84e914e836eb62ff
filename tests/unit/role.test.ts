import { describe, expect, it } from 'vitest';
import { deriveRole } from '@/server/auth/role';

const rules = { adminAccounts: ['simaster:admin', 'simaster|simaster-9'], agentOrganizationPrefix: 'BKD' };
const base = { username: 'someone', customId: 'simaster|simaster-5' };

describe('deriveRole', () => {
  it.each([
    ['first sign-in from the agency prefix becomes agent', { organizationId: 'BKD.03.01' }, 'agent'],
    ['the prefix is matched case-insensitively', { organizationId: 'bkd.01' }, 'agent'],
    ['first sign-in from another organisation becomes user', { organizationId: 'DINKES.02.04' }, 'user'],
    ['no organisation (Google) becomes user', { organizationId: null }, 'user'],
    ['a listed provider:username becomes admin', { username: 'Admin', organizationId: 'DINKES.01' }, 'admin'],
    ['the same username from Google is not admin', { username: 'admin', customId: 'google|1234' }, 'user'],
    ['the same username from PTTPK is not admin', { username: 'admin', customId: 'pttpk|pttpk-7' }, 'user'],
    ['a listed custom_id becomes admin', { customId: 'simaster|simaster-9' }, 'admin'],
    ['a stored role is kept on later sign-ins', { existingRole: 'agent' as const, organizationId: 'DINKES.01' }, 'agent'],
    ['a stored user role is kept even inside the agency', { existingRole: 'user' as const, organizationId: 'BKD.01' }, 'user'],
    ['a listed admin is admin even if demoted in the database', { username: 'admin', existingRole: 'user' as const }, 'admin'],
  ])('%s', (_name, input, expected) => {
    expect(deriveRole({ ...base, ...input }, rules)).toBe(expected);
  });

  it('a bare username in ADMIN_ACCOUNTS matches nobody', () => {
    expect(deriveRole({ ...base, username: 'admin' }, { ...rules, adminAccounts: ['admin'] })).toBe('user');
  });

  it('an empty prefix makes nobody an agent', () => {
    expect(deriveRole({ ...base, organizationId: 'BKD.01' }, { ...rules, agentOrganizationPrefix: '' })).toBe('user');
  });
});
