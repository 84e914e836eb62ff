import type { Database } from '@/server/db/client';
import { getLogger } from '@/server/log';

/**
 * Runs `round` every `intervalMs` in this process (with the job worker), never two at once: a
 * round still running when the next is due makes that one skip. A failed round is logged and the
 * next one tries again.
 */
export function startPeriodicRound(name: string, db: () => Promise<Database>, intervalMs: number, round: (db: Database) => Promise<unknown>): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void db()
      .then(round)
      .catch((err) => getLogger().warn({ err }, `${name} round failed`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
