import type PgBoss from 'pg-boss';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/log';
import { remindUpcomingEvents } from '@/server/notifications/event-reminders';
import { queueDigests } from '@/server/notifications/queue-digests';
import { deliverNotificationMail } from './deliver-notification-mail';
import { dispatchNotificationMails, MAIL_QUEUE, type MailJob } from './dispatch-notification-mails';

export interface MailWorker {
  /** One dispatch round now (tests; the interval does it every MAIL_DISPATCH_MS). */
  dispatch(): Promise<number>;
  stop(): void;
}

/**
 * Sends notification mails in the job worker's process: the outbox goes to the queue every
 * MAIL_DISPATCH_MS and the queue's jobs are delivered one at a time. Nothing runs without SMTP_URL.
 */
export async function startMailWorker(boss: PgBoss, options: { pollingIntervalSeconds?: number } = {}): Promise<MailWorker> {
  const dispatch = async () => dispatchNotificationMails(await getDb(), boss);
  await boss.work<MailJob>(MAIL_QUEUE, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async ([job]) => {
    await deliverNotificationMail(await getDb(), { mailId: job.data.mailId, retryCount: job.retryCount, retryLimit: job.retryLimit });
  });
  // Each round first writes the reminders that fell due (they reach the bell even without SMTP_URL),
  // then the daily digests whose hour has come, then hands the outbox to the queue.
  const round = setInterval(() => {
    void (async () => {
      await remindUpcomingEvents(await getDb());
      if (!getConfig().SMTP_URL) return;
      await queueDigests(await getDb());
      await dispatch();
    })().catch((err) => getLogger().warn({ err }, 'mail round failed'));
  }, getConfig().MAIL_DISPATCH_MS);
  round.unref();
  return { dispatch, stop: () => clearInterval(round) };
}
