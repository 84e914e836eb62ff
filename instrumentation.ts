// Runs once when the Next server boots: migrations and the idempotent seed are applied before
// the first request, in this process (PGlite allows a single connection per data folder).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { closeDb, getDb, getDbHandle } = await import('./server/db');
  const { closeDbOnShutdown } = await import('./server/db/close-on-shutdown');
  const { getLogger } = await import('./server/log');
  const { flushSiasnCallLog } = await import('./server/gateways/siasn/call-log');
  const { getConfig } = await import('./server/config');
  let worker: { stop(): Promise<void> } | null = null;
  let loanWatch: { stop(): void } | null = null;
  let poolWatch: { stop(): void } | null = null;
  let eventWatches: { stop(): void } | null = null;
  try {
    const handle = await getDbHandle();
    getLogger().info({ driver: handle.driver }, 'database ready');
    if (getConfig().JOBS_WORKER === 'true') {
      worker = await (await import('./server/jobs/worker')).startJobWorker();
      // The bank's status changes reach the applicant as notifications (docs/public-finance.md section 6).
      // An away agent's unanswered tickets go back to the pool (docs/assignment.md).
      const { RETURN_TO_POOL_INTERVAL_MS, returnAwayTicketsToPool } = await import('./server/jobs/return-to-pool');
      const { startPeriodicRound } = await import('./server/jobs/periodic-round');
      poolWatch = startPeriodicRound('return to pool', getDb, RETURN_TO_POOL_INTERVAL_MS, (db) => returnAwayTicketsToPool({ db }));
      // Overdue tickets and proposal status moves become notifications (docs/notifications.md, E-mail section 3).
      eventWatches = (await import('./server/notifications/event-watches')).startEventWatches(getDb);
      if (getConfig().BANK_API_BASE) loanWatch = (await import('./server/loans/loan-status-watch')).startLoanStatusWatch(getDb, getConfig().LOAN_STATUS_POLL_MS);
    }
  } catch (err) {
    // The portal still starts; /api/health reports the database as down and requests answer 503.
    getLogger().error({ err }, 'database or job worker not ready at start');
  }
  // The job worker stops first (a running job pauses at its next page and resumes at the next
  // start); SIASN calls are logged without waiting, so the last rows go in before the database closes.
  const stopWorker = async () => {
    const stopping = worker;
    worker = null;
    loanWatch?.stop();
    poolWatch?.stop();
    eventWatches?.stop();
    await stopping?.stop();
  };
  closeDbOnShutdown(() => stopWorker().then(flushSiasnCallLog).then(closeDb), getLogger());
  // Last: the drain goes in front of every shutdown handler (next start's and the one above).
  const { drainOnSignals } = await import('./server/health/drain');
  drainOnSignals({ drainMs: getConfig().SHUTDOWN_DRAIN_MS, log: getLogger() });
}
