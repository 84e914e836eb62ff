import type { Logger } from 'pino';
import { inFlightCount, onIdle } from '@/server/http/in-flight';
import { flushBackgroundWrites } from './background-writes';

/**
 * From now on, closes the database whenever no API request is in flight: at once when idle,
 * else after the last one. A request Next accepted before shutdown began but routes only
 * afterwards opens it again (getDbHandle), and it is closed again after that request.
 */
export function closeDbBetweenRequests(closeDb: () => Promise<boolean>, log: Logger): Promise<void> {
  let closing: Promise<void> = Promise.resolve();
  const close = () => {
    closing = closing.then(async () => {
      try {
        // Rows still collected or being written (call logs, staff reads) go in first.
        await flushBackgroundWrites();
        if (await closeDb()) log.info('database closed');
      } catch (err) {
        log.warn({ err }, 'database not closed cleanly');
      }
    });
  };
  onIdle(close);
  if (inFlightCount() === 0) close();
  return closing;
}

/**
 * On SIGTERM/SIGINT `next start` stops accepting connections, lets the requests in flight
 * finish, then exits; the database is closed alongside, between requests.
 */
export function closeDbOnShutdown(closeDb: () => Promise<boolean>, log: Logger): void {
  let started = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    log.info({ signal, inFlight: inFlightCount() }, 'shutting down: closing the database between requests');
    void closeDbBetweenRequests(closeDb, log);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
