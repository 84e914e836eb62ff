import PgBoss from 'pg-boss';
import { getConfig } from '@/server/config';
import { getDbHandle } from '@/server/db';
import { getLogger } from '@/server/log';
import { MAIL_QUEUE } from '@/server/mail/dispatch-notification-mails';
import { DATA_EXPORT_QUEUE } from '@/server/privacy/export/export-queue';

/** One queue for every kind (docs/personnel-admin.md section 2): one poll a second, whatever the kinds. */
export const JOB_QUEUE = 'personnel-jobs';

/** Retries of a job that throws, spaced by pg-boss's exponential backoff from JOBS_RETRY_DELAY_SECONDS. */
export const RETRY_LIMIT = 3;
/** pg-boss would expire an active job after this; the portal's own heartbeat (worker.ts) acts sooner. */
const EXPIRE_SECONDS = 4 * 3600;

const KEY = Symbol.for('helpdesk.jobs.boss');
type Holder = { [KEY]?: Promise<PgBoss> };
const holder = globalThis as Holder;

/**
 * pg-boss on the portal's own database through its `db` adapter: the pool on PostgreSQL, the one
 * PGlite connection on the embedded default (PGlite runs one statement at a time). The handle is
 * asked for per statement, so tests that install their own database get it.
 */
function createBoss(): PgBoss {
  const db = { executeSql: async (text: string, values: unknown[]) => (await getDbHandle()).executeSql(text, values) as Promise<{ rows: never[] }> };
  const boss = new PgBoss({ db, schema: 'pgboss', schedule: false, supervise: true, maintenanceIntervalSeconds: 300 });
  boss.on('error', (err) => getLogger().warn({ err }, 'job queue error'));
  return boss;
}

async function startBoss(): Promise<PgBoss> {
  const boss = createBoss();
  await boss.start();
  const retries = { retryLimit: RETRY_LIMIT, retryDelay: getConfig().JOBS_RETRY_DELAY_SECONDS, retryBackoff: true };
  await boss.createQueue(JOB_QUEUE, { name: JOB_QUEUE, policy: 'standard', ...retries, expireInSeconds: EXPIRE_SECONDS });
  // Notification mails (docs/notifications.md, E-mail): the same backoff, a short expiry (one SMTP send).
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, policy: 'standard', ...retries, expireInSeconds: 300 });
  // "Unduh data saya" (docs/privacy.md): one person's copy, built in seconds; ten minutes at most.
  await boss.createQueue(DATA_EXPORT_QUEUE, { name: DATA_EXPORT_QUEUE, policy: 'standard', ...retries, expireInSeconds: 600 });
  return boss;
}

/** The started queue of this process (started on first use). */
export function getBoss(): Promise<PgBoss> {
  if (!holder[KEY]) {
    const starting = startBoss();
    starting.catch(() => {
      if (holder[KEY] === starting) delete holder[KEY];
    });
    holder[KEY] = starting;
  }
  return holder[KEY];
}

/** Stops the queue, letting jobs in flight finish for up to `timeoutMs`; the next getBoss() starts it again. */
export async function stopBoss(timeoutMs = 10_000): Promise<void> {
  const starting = holder[KEY];
  if (!starting) return;
  delete holder[KEY];
  const boss = await starting.catch(() => null);
  await boss?.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
}
