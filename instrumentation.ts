// Runs once when the Next server boots: migrations and the idempotent seed are applied before
// the first request, in this process (PGlite allows a single connection per data folder).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { closeDb, getDbHandle } = await import('./server/db');
  const { closeDbOnShutdown } = await import('./server/db/close-on-shutdown');
  const { getLogger } = await import('./server/log');
  const { flushSiasnCallLog } = await import('./server/gateways/siasn/call-log');
  try {
    const handle = await getDbHandle();
    getLogger().info({ driver: handle.driver }, 'database ready');
  } catch (err) {
    // The portal still starts; /api/health reports the database as down and requests answer 503.
    getLogger().error({ err }, 'database not ready at start');
  }
  // SIASN calls are logged to the database without waiting: the last rows go in before it closes.
  closeDbOnShutdown(() => flushSiasnCallLog().then(closeDb), getLogger());
}
