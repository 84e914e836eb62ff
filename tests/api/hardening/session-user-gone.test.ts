import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import subscribeHandler from '@/pages/api/tickets/[id]/subscribe';
import savedRepliesHandler from '@/pages/api/saved-replies';
import { users } from '@/server/db/schema';
import { createCast, insertTicket } from '../../helpers/ticket-fixtures';
import { createUser } from '../../helpers/fixtures';
import { useApiContext } from '../../helpers/api-context';

const ctx = useApiContext();

// A signed-in person whose account was deleted keeps a decodable JWT: the session check refuses it
// (server/auth/session-state.ts), so nothing is written and nothing answers 500. A user row deleted
// during a request is still answered 401 SESSION_USER_GONE by the error responder.

describe('a session whose user row is gone', () => {
  it('answers 401 on writes that store the actor, and writes nothing', async () => {
    const cast = await createCast(ctx.db);
    const ticket = await insertTicket(ctx.db, { requester: cast.requester, published: true });
    const gone = await createUser(ctx.db, { role: 'agent' });
    await ctx.db.delete(users).where(eq(users.id, gone.id));

    const subscribe = await ctx.api.call<{ code: string; message: string }>(subscribeHandler, { method: 'PUT', params: { id: String(ticket.id) }, user: gone });
    expect(subscribe.status).toBe(401);
    expect(subscribe.body.code).toBe('UNAUTHORIZED');
    expect(subscribe.body.message).toEqual(expect.any(String));

    const reply = await ctx.api.call<{ code: string }>(savedRepliesHandler, { method: 'POST', body: { title: 'Salam', content: 'Terima kasih' }, user: gone });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('UNAUTHORIZED');
  });
});
