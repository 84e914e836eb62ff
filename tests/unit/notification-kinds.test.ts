import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KIND_KEYS, NOTIFICATION_KINDS, notificationKind } from '@/utils/rules/notification-kinds';

describe('notification kinds', () => {
  it('puts each type in exactly one kind, each with a known default channel', () => {
    const types = NOTIFICATION_KIND_KEYS.flatMap((kind) => [...NOTIFICATION_KINDS[kind].types]);
    expect(new Set(types).size).toBe(types.length);
    for (const kind of NOTIFICATION_KIND_KEYS) expect(NOTIFICATION_CHANNELS).toContain(NOTIFICATION_KINDS[kind].default);
  });

  it('tells my own ticket from one I only follow', () => {
    expect(notificationKind('comment_created', { ticketId: 4, ownTicket: true })).toBe('ticket_activity');
    expect(notificationKind('comment_created', { ticketId: 4, ownTicket: false })).toBe('followed_tickets');
    expect(notificationKind('comment_created', { ticketId: 4 })).toBe('followed_tickets');
  });

  it('reads a reply without a ticket as the community feed', () => {
    expect(notificationKind('comment_replied', { ticketId: null })).toBe('community');
    expect(notificationKind('comment_replied', { ticketId: 9, ownTicket: true })).toBe('ticket_activity');
  });

  it('keeps assignment, personal and unknown types apart', () => {
    expect(notificationKind('assigned', { ticketId: 3, ownTicket: false })).toBe('ticket_assignment');
    expect(notificationKind('loan_status', { ticketId: null })).toBe('loan');
    expect(notificationKind('post_liked', { ticketId: null })).toBe('community');
    expect(notificationKind('something_new', { ticketId: null })).toBeNull();
  });

  it('floods nobody by default: community waits for the digest, my tickets come at once', () => {
    expect(NOTIFICATION_KINDS.community.default).toBe('digest');
    expect(NOTIFICATION_KINDS.ticket_activity.default).toBe('email');
    expect(NOTIFICATION_KINDS.followed_tickets.default).toBe('in_app');
  });
});
