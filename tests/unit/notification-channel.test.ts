import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_KEYS } from '@/utils/rules/notification-kinds';
import { isUnsubscribeKind, offeredKinds, resolveChannel } from '@/utils/rules/notification-channel';

// Channel resolution (docs/notifications.md, Preferences): the override, else the kind's default,
// narrowed to the bell for accounts without e-mail and for types outside the catalog.
describe('resolveChannel', () => {
  it("uses the kind's default when nothing is stored", () => {
    expect(resolveChannel('ticket_activity', undefined, true)).toBe('email');
    expect(resolveChannel('community', null, true)).toBe('digest');
    expect(resolveChannel('followed_tickets', undefined, true)).toBe('in_app');
  });

  it('uses the stored choice over the default', () => {
    expect(resolveChannel('ticket_activity', 'off', true)).toBe('off');
    expect(resolveChannel('ticket_activity', 'digest', true)).toBe('digest');
    expect(resolveChannel('community', 'email', true)).toBe('email');
    expect(resolveChannel('followed_tickets', 'email', true)).toBe('email');
  });

  it('keeps accounts without an e-mail address in the portal, but still honours off', () => {
    expect(resolveChannel('ticket_activity', undefined, false)).toBe('in_app');
    expect(resolveChannel('community', undefined, false)).toBe('in_app');
    expect(resolveChannel('loan', 'email', false)).toBe('in_app');
    expect(resolveChannel('loan', 'off', false)).toBe('off');
  });

  it('shows a type outside the catalog in the bell only, whatever is stored', () => {
    expect(resolveChannel(null, 'email', true)).toBe('in_app');
  });
});

describe('offeredKinds', () => {
  it('offers the staff-only kinds to admins and agents, not to users', () => {
    expect(offeredKinds({ id: 1, current_role: 'admin' })).toEqual(NOTIFICATION_KIND_KEYS);
    expect(offeredKinds({ id: 1, current_role: 'agent' })).toContain('ticket_assignment');
    const user = offeredKinds({ id: 1, current_role: 'user' });
    expect(user).not.toContain('ticket_assignment');
    expect(user).toContain('ticket_activity');
  });
});

describe('isUnsubscribeKind', () => {
  it('knows the kinds and the digest, nothing else', () => {
    expect(isUnsubscribeKind('digest')).toBe(true);
    expect(isUnsubscribeKind('community')).toBe(true);
    expect(isUnsubscribeKind('constructor')).toBe(false);
  });
});
