// CPU time per request, split into the portal (Node) and the PostgreSQL backends serving it:
// unlike req/s it hardly moves when other work shares the machine.
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of a process, undefined once it is gone. */
function ticksOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** A process and all its descendants. */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const d of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      parents.set(Number(d), Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** Backends connected to the bench database (the portal's pool), read from pg_stat_activity. */
export async function databasePids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows.map((r: { pid: number }) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuSample {
  server: Map<number, number>;
  database: Map<number, number>;
}

/** CPU ms so far of each process of the portal tree and of each given database backend. */
export function cpuNow(serverPid: number, dbPids: number[]): CpuSample {
  const each = (pids: number[]) =>
    new Map(pids.flatMap((p) => {
      const ticks = ticksOf(p);
      return ticks === undefined ? [] : [[p, ticks * TICK_MS] as [number, number]];
    }));
  return { server: each(processTree(serverPid)), database: each(dbPids) };
}

/** CPU ms spent between two samples: processes that ended meanwhile are left out, new ones count from zero. */
export function cpuSpent(start: CpuSample, end: CpuSample): { server: number; database: number } {
  const spent = (a: Map<number, number>, b: Map<number, number>) => [...b].reduce((sum, [pid, ms]) => sum + ms - (a.get(pid) ?? 0), 0);
  return { server: spent(start.server, end.server), database: spent(start.database, end.database) };
}
