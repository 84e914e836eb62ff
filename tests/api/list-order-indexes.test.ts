import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db';
import { listNotifications } from '@/server/notifications/list-notifications';
import { listMessages } from '@/server/private-messages/list-messages';
import { listSavedReplies } from '@/server/saved-replies/saved-replies';
import { listHistories } from '@/server/users/list-histories';
import { HistoryQuerySchema, PrivateMessageQuerySchema, SavedReplyQuerySchema } from '@/utils/schemas/knowledge';
import { NotificationQuerySchema } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { NO_SCAN_NO_SORT, planOf, statementsOf } from '../helpers/query-plan';
import { useApiContext } from '../helpers/api-context';

// "Newest first" pages of a person's notifications, messages, saved replies and history walk an
// ascending (owner, time, id) index backwards. Drizzle's `.desc()` indexes (DESC NULLS LAST) could
// not serve `order by ... desc` and made PostgreSQL sort all of a person's rows on every page.

const ctx = useApiContext();
let user: SessionUser;

beforeAll(async () => {
  user = await createUser(ctx.db, { role: 'user' });
});

/** The plan of the statement that reads the page (the one with `limit`), with sorts priced out. */
async function pagePlan(work: (db: Database) => Promise<unknown>): Promise<string> {
  const page = (await statementsOf(ctx.handle, work)).find((s) => /\blimit\b/i.test(s.sql) && /order by/i.test(s.sql));
  if (!page) throw new Error('no page statement');
  return planOf(ctx.handle, page, NO_SCAN_NO_SORT);
}

describe('person-owned lists are index walks, never sorts', () => {
  const cases: [string, (db: Database) => Promise<unknown>, string][] = [
    ['notifications', (db) => listNotifications({ db, user, query: NotificationQuerySchema.parse({}) }), 'notifications_to_created_idx'],
    ['private messages, inbox', (db) => listMessages({ db, userId: user.id, query: PrivateMessageQuerySchema.parse({ box: 'inbox' }) }), 'private_messages_receiver_idx'],
    ['private messages, sent', (db) => listMessages({ db, userId: user.id, query: PrivateMessageQuerySchema.parse({ box: 'sent' }) }), 'private_messages_sender_idx'],
    ['saved replies', (db) => listSavedReplies({ db, userId: user.id, query: SavedReplyQuerySchema.parse({}) }), 'saved_replies_user_idx'],
    ['user history', (db) => listHistories({ db, userId: user.id, viewer: user, query: HistoryQuerySchema.parse({}) }), 'users_histories_user_created_idx'],
  ];

  it.each(cases)('%s', async (_name, work, index) => {
    const plan = await pagePlan(work);
    expect(plan).toContain(index);
    expect(plan, plan).not.toMatch(/\bSort\b/);
  });
});
