import { beforeAll } from 'vitest';
import eventsHandler from '@/pages/api/events';
import commentsHandler from '@/pages/api/tickets/[id]/comments/index';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from './api-context';
import { createTicket } from './comment-fixtures';
import { createUser } from './fixtures';
import { useSseStreams } from './sse-client';

/**
 * The set-up of the live events API tests (call at file level): a database and API server, an
 * admin, an agent, a requester and a stranger, `listen(user, query)` for a stream that is live,
 * `comment()` through the real route and a ticket of the requester assigned to the agent.
 */
export function useLiveEventsContext() {
  const ctx = useApiContext();
  const people = {} as Record<'admin' | 'agent' | 'requester' | 'stranger', SessionUser>;
  beforeAll(async () => {
    people.admin = await createUser(ctx.db, { role: 'admin' });
    people.agent = await createUser(ctx.db, { role: 'agent' });
    people.requester = await createUser(ctx.db, { role: 'user' });
    people.stranger = await createUser(ctx.db, { role: 'user' });
  });
  const sse = useSseStreams(() => ctx.api, eventsHandler);
  return {
    ctx,
    people,
    sse,
    /** A stream as the browser opens it; resolves once the server said `ready`. */
    listen: (user: SessionUser | null, query = '', headers: Record<string, string> = {}) => sse.listen(user, `/events${query}`, headers),
    comment: (ticketId: number, user: SessionUser, body: Record<string, unknown> = {}) =>
      ctx.api.call<{ id: number }>(commentsHandler, { method: 'POST', params: { id: String(ticketId) }, user, body: { markdown: 'Sudah kami cek.', ...body } }),
    ticketFor: () => createTicket(ctx.db, { requester: people.requester, assignee: people.agent }),
    quiet: (ms = 300) => new Promise((r) => setTimeout(r, ms)),
  };
}
