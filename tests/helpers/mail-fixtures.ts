import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@/server/db/client';
import { notificationMails, users } from '@/server/db/schema';
import { startJobWorker, type JobWorker } from '@/server/jobs/worker';
import type { SessionUser } from '@/utils/session-user';
import { applyEnv } from './sandbox-lifecycle';

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

/**
 * The job worker for the file with its mail worker (call at file level, after useApiContext and
 * useMailSandbox): retries at once, dispatches only when a test calls `worker.mail.dispatch()`,
 * links on localhost:3000.
 */
export function useMailWorker(): { readonly worker: JobWorker } {
  let worker: JobWorker | undefined;
  let restoreEnv: (() => void) | undefined;
  beforeAll(async () => {
    restoreEnv = applyEnv({ JOBS_RETRY_DELAY_SECONDS: '0', MAIL_DISPATCH_MS: '600000', NEXTAUTH_URL: 'http://localhost:3000/helpdesk/api/auth' });
    worker = await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker?.stop();
    restoreEnv?.();
  });
  return {
    get worker() {
      if (!worker) throw new Error('useMailWorker(): read the worker inside hooks and tests');
      return worker;
    },
  };
}
