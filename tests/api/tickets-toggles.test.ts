import { beforeAll, describe, expect, it } from 'vitest';
import lockHandler from '@/pages/api/tickets/[id]/lock';
import publishHandler from '@/pages/api/tickets/[id]/publish';
import type { Ticket } from '@/server/db/schema';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import type { NextApiHandler } from 'next';
import { createCast, historiesOf, ids, insertTicket, notifiedUserIds } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast(ctx.db);
});

const call = (handler: NextApiHandler, method: 'PUT' | 'DELETE', ticket: Ticket, user: SessionUser | null) =>
  ctx.api.call<TicketDetail>(handler, { method, params: { id: String(ticket.id) }, user });

describe.each([
  ['lock', lockHandler, 'is_locked', 'ticket_locked'],
  ['publish', publishHandler, 'is_published', 'ticket_published'],
] as const)('PUT/DELETE /api/tickets/{id}/%s', (field, handler, flag, type) => {
  it('lets the admin and the assigned agent toggle it, repeating harmlessly', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    for (const [user, method, expected] of [
      [cast.admin, 'PUT', true],
      [cast.agent, 'PUT', true],
      [cast.agent, 'DELETE', false],
      [cast.admin, 'DELETE', false],
    ] as const) {
      const res = await call(handler, method, ticket, user);
      expect(res.status).toBe(200);
      expect(res.body[flag]).toBe(expected);
    }
    const histories = await historiesOf(ctx.db, ticket.id);
    expect(histories.map((h) => [h.field, h.fromValue, h.toValue, h.userId])).toEqual([
      [field, 'false', 'true', cast.admin.id],
      [field, 'true', 'false', cast.agent.id],
    ]);
    expect(await notifiedUserIds(ctx.db, ticket.id, type)).toEqual(ids(cast.admin2, cast.agent, cast.requester));
  });

  it('refuses other agents and the requester (403), hides from others (404), needs a session (401)', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
    expect((await call(handler, 'PUT', ticket, cast.agent2)).status).toBe(403);
    expect((await call(handler, 'PUT', ticket, cast.requester)).status).toBe(403);
    expect((await call(handler, 'PUT', ticket, cast.stranger)).status).toBe(404);
    expect((await call(handler, 'PUT', ticket, null)).status).toBe(401);
    expect(await historiesOf(ctx.db, ticket.id)).toEqual([]);
  });
});

describe('publication', () => {
  it('sets published_at, shows the ticket to everyone, and clears it on unpublish', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester });
    const published = await call(publishHandler, 'PUT', ticket, cast.admin);
    expect(published.body.published_at).not.toBeNull();
    const unpublished = await call(publishHandler, 'DELETE', ticket, cast.admin);
    expect(unpublished.body.published_at).toBeNull();
  });

  it('unpins a pinned ticket when it is unpublished, with both history rows', async () => {
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, pinned: true });
    const res = await call(publishHandler, 'DELETE', ticket, cast.admin);
    expect(res.body).toMatchObject({ is_published: false, is_pinned: false });
    const histories = await historiesOf(ctx.db, ticket.id);
    expect(histories.map((h) => [h.field, h.toValue])).toEqual([
      ['publish', 'false'],
      ['pin', 'false'],
    ]);
  });
});
