import type { LighthouseResult } from './lighthouse';
import type { LoadResult } from './load';

interface SmokeResult {
  ceiling: LoadResult;
  cases: LoadResult[];
  singleClient: { name: string; p95: number }[];
  lighthouse: LighthouseResult[];
}

/** Why a smoke run failed: a case that errored, answered non-2xx or served nothing. Empty when it passed. */
export function smokeFailures(result: SmokeResult): string[] {
  const failures: string[] = [];
  for (const c of [result.ceiling, ...result.cases]) {
    if (c.errors > 0) failures.push(`${c.name}: ${c.errors} connection errors or timeouts`);
    if (c.non2xx > 0) failures.push(`${c.name}: ${c.non2xx} answers that were not 2xx`);
    if (!(c.reqPerSec > 0)) failures.push(`${c.name}: no request answered`);
  }
  for (const s of result.singleClient) if (!(s.p95 > 0)) failures.push(`${s.name}: no single-client sample`);
  if (result.lighthouse.length === 0) failures.push('lighthouse: no page scored');
  for (const l of result.lighthouse) if (!(l.score > 0 && l.largestContentfulPaintMs > 0)) failures.push(`lighthouse ${l.page}: no score`);
  return failures;
}
