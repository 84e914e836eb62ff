import { beforeAll, describe, expect, it } from 'vitest';
import eventsHandler from '@/pages/api/events';
import presenceHandler from '@/pages/api/tickets/[id]/presence';
import { RATE_LIMITS } from '@/server/http/rate-limits';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createTicket, createTicketCast } from '../helpers/comment-fixtures';
import { useSseStreams } from '../helpers/sse-client';

const ctx = useApiContext();
let admin: SessionUser;
let assignee: SessionUser;
let otherAgent: SessionUser;
let requester: SessionUser;
let otherUser: SessionUser;

beforeAll(async () => {
  ({ admin, agent: assignee, otherAgent, requester, otherUser } = await createTicketCast(ctx.db, { agentName: 'budi' }));
});

const sse = useSseStreams(() => ctx.api, eventsHandler);
const listen = (user: SessionUser, ticketId: number, after = '') => sse.listen(user, `/events?tickets=${ticketId}${after}`);

const share = (ticketId: number | string, user: SessionUser | null, state: unknown = 'typing') =>
  ctx.api.call<{ code: string; message: string }>(presenceHandler, { method: 'POST', params: { id: String(ticketId) }, user, body: { state } });

describe('POST /api/tickets/{id}/presence (share-ticket-presence)', () => {
  type Who = 'admin' | 'assignee' | 'otherAgent' | 'requester' | 'otherUser';
  const people = (): Record<Who, SessionUser> => ({ admin, assignee, otherAgent, requester, otherUser });
  // 204 shared, 403 may not answer, 404 cannot see the ticket.
  const table: [string, { published: boolean; locked: boolean }, Record<Who, number>][] = [
    ['unpublished, open', { published: false, locked: false }, { admin: 204, assignee: 204, otherAgent: 403, requester: 403, otherUser: 404 }],
    ['published, open', { published: true, locked: false }, { admin: 204, assignee: 204, otherAgent: 204, requester: 403, otherUser: 403 }],
    ['published, locked', { published: true, locked: true }, { admin: 204, assignee: 204, otherAgent: 403, requester: 403, otherUser: 403 }],
  ];

  it.each(table)('on a %s ticket', async (_state, state, expected) => {
    const ticket = await createTicket(ctx.db, { requester, assignee, ...state });
    const actual: Record<string, number> = {};
    for (const [who, user] of Object.entries(people())) actual[who] = (await share(ticket.id, user)).status;
    expect(actual).toEqual(expected);
  });

  it.each(['viewing', 'left'])('lets every staff member share %s, also on a ticket they may not answer yet; never users', async (state) => {
    const ticket = await createTicket(ctx.db, { requester, assignee: null });
    const actual: Record<string, number> = {};
    for (const [who, user] of Object.entries(people())) actual[who] = (await share(ticket.id, user, state)).status;
    expect(actual).toEqual({ admin: 204, assignee: 204, otherAgent: 204, requester: 403, otherUser: 404 });
  });

  it("tells the other staff who has the ticket open, by name", async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: null });
    const adminStream = await listen(admin, ticket.id);
    expect((await share(ticket.id, otherAgent, 'viewing')).status).toBe(204);
    const viewing = await adminStream.next((m) => m.type === 'presence', { timeoutMs: 1_000 });
    expect(viewing.data).toEqual({ ticketId: ticket.id, userId: otherAgent.id, name: otherAgent.name ?? otherAgent.username, state: 'viewing' });
  });

  it('answers 401 to a visitor, 400 to an unknown state, 404 to a missing ticket', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee, published: true });
    expect((await share(ticket.id, null)).status).toBe(401);
    const bad = await share(ticket.id, admin, 'dancing');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    expect((await share(2_000_000_000, admin)).status).toBe(404);
  });

  it("reaches the other staff on the ticket with the typist's name, never the requester, and is never stored", async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee, published: true });
    const adminStream = await listen(admin, ticket.id);
    const requesterStream = await listen(requester, ticket.id);
    expect((await share(ticket.id, assignee, 'typing')).status).toBe(204);
    const typing = await adminStream.next((m) => m.type === 'presence', { timeoutMs: 1_000 });
    expect(typing).toEqual({
      id: undefined,
      topic: `ticket:${ticket.id}:staff`,
      type: 'presence',
      data: { ticketId: ticket.id, userId: assignee.id, name: 'Pengguna budi', state: 'typing' },
    });
    expect((await share(ticket.id, assignee, 'left')).status).toBe(204);
    await adminStream.next((m) => m.type === 'presence' && m.data.state === 'left');
    await new Promise((r) => setTimeout(r, 200));
    expect(requesterStream.messages.filter((m) => m.type === 'presence')).toEqual([]);
    const replay = await listen(admin, ticket.id, '&lastEventId=0');
    expect(replay.messages.filter((m) => m.type === 'presence')).toEqual([]);
  });

  it(`is rate limited (${RATE_LIMITS['ticket-presence'].limit} a minute)`, async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: otherAgent, published: true });
    const { limit } = RATE_LIMITS['ticket-presence'];
    for (let i = 0; i < limit; i += 1) await share(ticket.id, otherAgent);
    const refused = await share(ticket.id, otherAgent);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
  });
});
