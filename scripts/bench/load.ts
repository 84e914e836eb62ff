// One autocannon run, a check that a route answers at all, and a single-client latency sample.
import autocannon from 'autocannon';
import type { BenchCase } from './cases';

export interface LoadResult {
  name: string;
  path: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts included (autocannon counts a timeout as an error too). */
  errors: number;
  /** Of those errors, requests that got no answer within autocannon's 10 s timeout. */
  timeouts: number;
  non2xx: number;
  /** Requests answered during the run. */
  requests: number;
  /** CPU ms per request of the portal (Node) and of the database backends (PostgreSQL only). */
  cpuMsPerRequest?: { server: number; database: number };
}

export async function loadTest(name: string, url: string, cookie: string, connections: number, duration: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration, headers: { cookie } });
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * One request that must answer 2xx with a JSON body (a page: its rendered HTML): a case that fails
 * here would otherwise be measured as a fast stream of 401s, 500s or sign-in redirects.
 */
export async function checkRoute(name: string, url: string, cookie: string, page = false): Promise<void> {
  const res = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  const body = await res.text();
  if (!res.ok) throw new Error(`bench case "${name}" answered ${res.status}: ${body.slice(0, 300)}`);
  if (page) {
    if (!body.includes('id="__next"')) throw new Error(`bench case "${name}" answered ${res.status} without a rendered page: ${body.slice(0, 300)}`);
    return;
  }
  try {
    JSON.parse(body);
  } catch {
    throw new Error(`bench case "${name}" answered ${res.status} without JSON: ${body.slice(0, 300)}`);
  }
}

/**
 * A case as it is loaded: one with `cursorOf` gets that page's `next_cursor`. Without one (a data
 * set too small for that page, the smoke run's) it fails, unless `optional`: then it loads its
 * path as it is, which still exercises the step.
 */
export async function withCursor(c: BenchCase, api: string, cookie: string, optional: boolean): Promise<BenchCase> {
  if (!c.cursorOf) return c;
  const res = await fetch(api + c.cursorOf, { headers: { cookie } });
  const cursor = res.ok ? ((await res.json()) as { next_cursor?: string }).next_cursor : undefined;
  if (cursor) return { ...c, path: `${c.path}&cursor=${cursor}` };
  if (optional) return c;
  throw new Error(`bench case "${c.name}": ${c.cursorOf} answered ${res.status} without a next_cursor`);
}

/** p95 of one client asking again and again (the typing user), in ms. */
export async function singleClientP95(url: string, cookie: string, samples: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`single-client sample of ${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length * 0.95)] * 10) / 10;
}
