import type { Logger } from 'pino';

/**
 * Draining: on SIGTERM/SIGINT the process first answers not-ready (GET /api/health/ready 503), so
 * the balancer stops sending it new requests, waits `drainMs`, tells the `onDrain` listeners (the
 * live streams close, browsers reconnect elsewhere), and only then lets `next start` stop taking
 * connections and finish the requests in flight.
 */
const KEY = Symbol.for('helpdesk.drain');
type State = { draining: boolean; listeners: Set<() => void>; installed: boolean };
type Holder = { [KEY]?: State };

function state(): State {
  const holder = globalThis as Holder;
  holder[KEY] ??= { draining: false, listeners: new Set(), installed: false };
  return holder[KEY];
}

export function isDraining(): boolean {
  return state().draining;
}

/** `listener` runs once the drain wait is over, before the server closes; returns the unsubscribe. */
export function onDrain(listener: () => void): () => void {
  const s = state();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

function runListeners(log: Logger): void {
  for (const listener of state().listeners) {
    try {
      listener();
    } catch (err) {
      log.warn({ err }, 'drain listener failed');
    }
  }
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
type SignalSource = Pick<NodeJS.Process, 'listeners' | 'removeListener' | 'prependListener'>;

/**
 * Puts the drain in front of the signal handlers registered so far (next start's own, which
 * close the server and exit, and the database's): they run after `drainMs`, in their order.
 * With `drainMs` 0 they run in the same tick, as without a drain. Install it last.
 */
export function drainOnSignals({ drainMs, log, signals = process }: { drainMs: number; log: Logger; signals?: SignalSource }): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;
  let started = false;
  const deferred = new Map(SIGNALS.map((signal) => [signal, signals.listeners(signal)] as const));
  const drain = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    s.draining = true;
    log.info({ signal, drainMs }, 'draining: not ready, then shutting down');
    const handOver = () => {
      runListeners(log);
      for (const listener of deferred.get(signal as (typeof SIGNALS)[number]) ?? []) (listener as (s: NodeJS.Signals) => void)(signal);
    };
    if (drainMs > 0) setTimeout(handOver, drainMs);
    else handOver();
  };
  for (const signal of SIGNALS) {
    for (const listener of deferred.get(signal) ?? []) signals.removeListener(signal, listener as (...args: unknown[]) => void);
    signals.prependListener(signal, drain);
  }
}
