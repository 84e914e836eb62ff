// The active health check open-source nginx lacks: each process's readiness is asked every second,
// and nginx's upstream is rewritten (a not-ready process `down`) and reloaded when it changed.
import { setTimeout as sleep } from 'node:timers/promises';

// Two failed answers in a row take a process out (one slow answer on a busy machine does not);
// one good answer brings it back.
const FAILURES_TO_LEAVE = 2;

/**
 * @param {{ processes: { address: string, name: string, ready(): Promise<boolean> }[], nginx: { update(upstreams: { address: string, ready: boolean }[]): boolean }, intervalMs?: number, log?: (line: string) => void }} opts
 */
export function watchReadiness({ processes, nginx, intervalMs = 1_000, log = (line) => console.log(line) }) {
  const failures = new Map(processes.map((p) => [p, 0]));
  const leaving = new Set();
  const upstreams = () => {
    const wanted = processes.map((p) => ({ address: p.address, ready: !leaving.has(p) && failures.get(p) < FAILURES_TO_LEAVE }));
    // None ready but some not leaving (the database is down for all): keep those in, nginx's own
    // checks and the processes' 503 answer, rather than nginx's "no live upstreams".
    if (wanted.every((u) => !u.ready)) return processes.map((p) => ({ address: p.address, ready: !leaving.has(p) }));
    return wanted;
  };
  const apply = () => {
    const next = upstreams();
    if (nginx.update(next)) log(`nginx: ${next.map((u, i) => `${processes[i].name} ${u.ready ? 'up' : 'down'}`).join(', ')}`);
  };
  let running = true;
  let polling = Promise.resolve();
  const loop = async () => {
    while (running) {
      polling = Promise.all(processes.map(async (p) => failures.set(p, leaving.has(p) || !(await p.ready()) ? failures.get(p) + 1 : 0))).then(apply);
      await polling;
      await sleep(intervalMs);
    }
  };
  void loop();
  return {
    /** Marks the process down for good (it is being stopped); takes effect at the next `apply`. */
    leave: (p) => void leaving.add(p),
    /** Rewrites and reloads now, after the poll under way. */
    apply: async () => {
      await polling;
      apply();
    },
    stop: () => {
      running = false;
    },
  };
}
