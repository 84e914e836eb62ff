// The active health check open-source nginx lacks: every second each process's readiness is asked,
// and nginx's upstream is rewritten (a not-ready process `down`) and reloaded when it changed.

/**
 * @param {{ processes: { address: string, name: string, ready(): Promise<boolean> }[], nginx: { update(upstreams: { address: string, ready: boolean }[]): boolean }, intervalMs?: number, log?: (line: string) => void }} opts
 */
export function watchReadiness({ processes, nginx, intervalMs = 1_000, log = (line) => console.log(line) }) {
  const ready = new Map(processes.map((p) => [p, true]));
  const leaving = new Set();
  const upstreams = () => processes.map((p) => ({ address: p.address, ready: !leaving.has(p) && ready.get(p) === true }));
  const apply = () => {
    if (nginx.update(upstreams())) log(`nginx: ${upstreams().map((u, i) => `${processes[i].name} ${u.ready ? 'up' : 'down'}`).join(', ')}`);
  };
  let polling = Promise.resolve();
  const poll = async () => {
    const answers = await Promise.all(processes.map((p) => (leaving.has(p) ? false : p.ready())));
    processes.forEach((p, i) => ready.set(p, answers[i]));
    apply();
  };
  const timer = setInterval(() => {
    polling = polling.then(poll, poll);
  }, intervalMs);
  timer.unref();
  return {
    /** Marks the process down for good (it is being stopped); takes effect at the next `apply`. */
    leave: (p) => void leaving.add(p),
    /** Rewrites and reloads now, after any poll under way. */
    apply: async () => {
      await polling.catch(() => undefined);
      apply();
    },
    stop: () => clearInterval(timer),
  };
}
