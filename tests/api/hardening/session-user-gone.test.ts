import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import subscribeHandler from '@/pages/api/tickets/[id]/subscribe';
import savedRepliesHandler from '@/pages/api/saved-replies';
import type { DbHandle } from '@/server/db';
import { users } from '@/server/db/schema';
import { openTestDb } from '../../helpers/test-db';
import { startApiServer, type ApiTestServer } from '../../helpers/api-server';
import { createCast, insertTicket } from '../../helpers/ticket-fixtures';
import { createUser } from '../../helpers/fixtures';

// A signed-in person whose account was deleted keeps a decodable JWT: the session check refuses it
// (server/auth/session-state.ts), so nothing is written and nothing answers 500. A user row deleted
// during a request is still answered 401 SESSION_USER_GONE by the error responder.
let handle: DbHandle;
let api: ApiTestServer;

beforeAll(async () => {
  handle = await openTestDb();
  api = await startApiServer();
});
afterAll(async () => {
  await api.close();
  await handle.close();
});

describe('a session whose user row is gone', () => {
  it('answers 401 on writes that store the actor, and writes nothing', async () => {
    const cast = await createCast(handle.db);
    const ticket = await insertTicket(handle.db, { requester: cast.requester, published: true });
    const gone = await createUser(handle.db, { role: 'agent' });
    await handle.db.delete(users).where(eq(users.id, gone.id));

    const subscribe = await api.call<{ code: string; message: string }>(subscribeHandler, { method: 'PUT', params: { id: String(ticket.id) }, user: gone });
    expect(subscribe.status).toBe(401);
    expect(subscribe.body.code).toBe('UNAUTHORIZED');
    expect(subscribe.body.message).toEqual(expect.any(String));

    const reply = await api.call<{ code: string }>(savedRepliesHandler, { method: 'POST', body: { title: 'Salam', content: 'Terima kasih' }, user: gone });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('UNAUTHORIZED');
  });
});
