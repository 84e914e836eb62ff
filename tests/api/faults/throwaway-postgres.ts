// A PostgreSQL cluster of our own, in a temporary folder on a free port, that a test may stop
// and start at will. Never the machine's server: that one is shared by every other test.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@/scripts/reliability/free-port';

const execFileAsync = promisify(execFile);

const PG_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest installed PostgreSQL with initdb and pg_ctl, if any. */
export function findPostgresBin(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => path.join(PG_ROOT, v, 'bin')).find((b) => existsSync(path.join(b, 'initdb')) && existsSync(path.join(b, 'pg_ctl')));
  return bin ?? null;
}

export interface ThrowawayPostgres {
  url: string;
  port: number;
  start(): Promise<void>;
  /** `fast`: open connections are told the server is shutting down (57P01), as in a real restart. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  remove(): Promise<void>;
}

/** initdb + start. As root, PostgreSQL refuses to run: the folder goes to `nobody`, which runs it. */
export async function createThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const port = await freePort();
  if (port === 5432) throw new Error('refusing the shared PostgreSQL port');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'helpdesk-pg-fault-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const nobody = Number(execFileSync('id', ['-u', 'nobody']).toString().trim());
    chownSync(dir, nobody, nobody);
  }
  // Asynchronous: the API server under test runs in this process and must keep answering.
  const run = async (tool: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'nobody', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    await execFileAsync(file, argv, { cwd: dir });
  };
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
    remove: async () => {
      await cluster.stop('immediate').catch(() => undefined); // already stopped
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
