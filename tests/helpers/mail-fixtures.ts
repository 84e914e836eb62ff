import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notificationMails, users } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';

/** Gives `user` an e-mail address (the demo and test users have none) and returns it. */
export async function giveEmail(db: Database, user: SessionUser): Promise<string> {
  const email = `${user.username.replace(/[^a-z0-9-]/gi, '')}@localhost`.toLowerCase();
  await db.update(users).set({ email }).where(eq(users.id, user.id));
  return email;
}

/** The outbox rows of one recipient. */
export const outboxOf = (db: Database, user: SessionUser) => db.select().from(notificationMails).where(eq(notificationMails.userId, user.id));

/** Polls `check` until it returns true (the queue works in the background). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
