import path from 'node:path';

export interface BenchOptions {
  db: 'pglite' | 'postgres';
  /** PGlite folder of the benchmark data (kept apart from the demo database). */
  dataDir: string;
  url?: string;
  scale: number;
  seed: number;
  durationSeconds: number;
  connections: number;
  /** Portal port; 0 picks a free one (the default: other people's servers run on this machine). */
  port: number;
  smoke: boolean;
  /** Load the data set again even when it is there. */
  regenerate: boolean;
  /** Reuse the PostgreSQL data set instead of loading it again (PGlite is always reused when present). */
  reuse: boolean;
  /** Seconds of load per case before measuring (0 in smoke runs). */
  warmupSeconds: number;
  /** Build folder served (the test command's smoke run reuses the browser tests' build). */
  distDir: string;
  /** Added to the result file name, e.g. `before`. */
  label?: string;
  /** Only the cases whose name contains one of these (a quick look while tuning; nothing is saved). */
  only?: string[];
  /** Only these Lighthouse pages (paths without their query, e.g. `/helpdesk`); nothing is saved. */
  lighthousePages?: string[];
  /** Save the result in bench/results and regenerate docs/performance.md (tracked files); otherwise test-results/bench. */
  write: boolean;
  /** Above 1: also the list and the push fan-out through nginx with this many portals (PostgreSQL and Redis). */
  processes: number;
  /** REDIS_URL of every portal when `processes` is above 1. */
  redisUrl?: string;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** `npm run bench -- --db postgres --scale 1 --duration 10`; `--smoke` is the tiny run of the test command. */
export function benchOptions(): BenchOptions {
  const smoke = process.argv.includes('--smoke');
  const url = arg('url') ?? process.env.BENCH_DATABASE_URL;
  const db = smoke ? 'pglite' : (arg('db') ?? (url ? 'postgres' : 'pglite')) === 'postgres' ? 'postgres' : 'pglite';
  const scale = Number(arg('scale') ?? (smoke ? 0.002 : 1));
  return {
    db,
    url: db === 'postgres' ? (url ?? 'postgres://postgres@127.0.0.1:5432/helpdesk_bench') : undefined,
    // A PGlite data set per scale, so a `--scale 0.3` run never reuses (or destroys) the full one.
    dataDir: arg('dir') ?? path.join('data', smoke ? 'bench-smoke' : scale === 1 ? 'bench-pglite' : `bench-pglite-${scale}`),
    scale,
    seed: Number(arg('seed') ?? 42),
    durationSeconds: Number(arg('duration') ?? (smoke ? 2 : 10)),
    connections: Number(arg('connections') ?? (smoke ? 5 : 50)),
    port: Number(arg('port') ?? 0),
    smoke,
    regenerate: process.argv.includes('--regenerate'),
    reuse: process.argv.includes('--reuse'),
    warmupSeconds: Number(arg('warmup') ?? (smoke ? 0 : 2)),
    distDir: arg('dist') ?? '.next',
    label: arg('label'),
    only: arg('only')?.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean),
    lighthousePages: arg('lighthouse-pages')?.split(',').map((s) => s.trim()).filter(Boolean),
    write: process.argv.includes('--write'),
    processes: Number(arg('processes') ?? 1),
    redisUrl: arg('redis') ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}
