import { getConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { getSiasnConfig } from '@/server/gateways/siasn/config';
import { startPeriodicRound } from '@/server/jobs/periodic-round';
import { startBiodataResultWatch } from '@/server/siasn/biodata-result-watch';
import { startUsulanStatusWatch } from '@/server/siasn/usulan-status-watch';
import { notifyOverdueTickets, TICKET_OVERDUE_INTERVAL_MS } from './ticket-overdue';

/**
 * The rounds that turn what happens without a request into notifications (docs/notifications.md,
 * E-mail section 3), with the job worker: overdue tickets and, when SIASN is configured, proposal
 * status moves and Ubah Biodata results. Each round is idempotent, so several workers may run them.
 */
export function startEventWatches(db: () => Promise<Database>): { stop(): void } {
  const rounds = [startPeriodicRound('ticket overdue', db, TICKET_OVERDUE_INTERVAL_MS, (handle) => notifyOverdueTickets({ db: handle }))];
  if (getSiasnConfig().SIASN_API_BASE) {
    rounds.push(startUsulanStatusWatch(db, getConfig().SIASN_WATCH_POLL_MS), startBiodataResultWatch(db, getConfig().SIASN_WATCH_POLL_MS));
  }
  return { stop: () => rounds.forEach((round) => round.stop()) };
}
