// The budget lines of `npm run bench`: first-load JS of every page (issue 11: 250 kB, then 200),
// Lighthouse's scores and usable times (lighthouse-cases.ts), and CPU per request (issue 34). A line that misses makes the run
// exit 1 (the smoke run only reports them).
import type { LighthouseResult } from './lighthouse';
import type { LoadResult } from './load';
import type { LighthouseCase } from './lighthouse-cases';

export const FIRST_LOAD_BUDGET_KB = 200;

export interface BudgetLine {
  line: string;
  actual: string;
  ok: boolean;
}

const details = (l: LighthouseResult) =>
  `FCP ${l.firstContentfulPaintMs} ms, LCP ${l.largestContentfulPaintMs} ms, TBT ${l.totalBlockingTimeMs} ms, CLS ${l.cumulativeLayoutShift}; host benchmark index ${l.benchmarkIndex}`;

/** One line per category a page's case checks, and one for its usable time when it has one. */
function lighthouseLines(l: LighthouseResult, c: LighthouseCase): BudgetLine[] {
  const scoreLines = Object.entries(c.budget).map(([category, least]) => {
    const score = l.scores[category as keyof typeof l.scores] ?? 0;
    const failed = (l.failedAudits ?? []).filter((a) => a.startsWith(`${category}:`));
    const why = category === 'performance' ? details(l) : failed.length ? `failed: ${failed.map((a) => a.split(': ')[1]).join(', ')}` : 'every audit passed';
    return { line: `Lighthouse ${category} ${l.page} (${l.profile}) ≥ ${least}`, actual: `${score} (${why})`, ok: score >= least };
  });
  if (!c.usable) return scoreLines;
  const usable = l.usableMs ?? -1;
  return [
    ...scoreLines,
    {
      line: `Lighthouse ${l.page} (${l.profile}) usable ≤ ${c.usable.withinMs} ms`,
      actual: `${usable < 0 ? 'rows never shown' : `${usable} ms`} (performance ${l.score}; ${details(l)})`,
      ok: usable >= 0 && usable <= c.usable.withinMs,
    },
  ];
}

export function budgetLines(firstLoadJsKb: Record<string, number>, lighthouse: LighthouseResult[], cases: LighthouseCase[]): BudgetLine[] {
  return [
    ...Object.entries(firstLoadJsKb).map(([route, kb]) => ({ line: `first-load JS ${route} ≤ ${FIRST_LOAD_BUDGET_KB} kB gzip`, actual: `${kb} kB`, ok: kb <= FIRST_LOAD_BUDGET_KB })),
    ...lighthouse.flatMap((l) => {
      const c = cases.find((k) => k.page === l.page);
      return c ? lighthouseLines(l, c) : [];
    }),
  ];
}

/** Issue 34: Node CPU per page view (HTML rendered on the server). */
export const PAGE_CPU_BUDGET_MS = 8;
/** Issue 34: Node plus PostgreSQL CPU per request of these API cases. */
export const API_CPU_BUDGET_MS = 1.5;
const API_CPU_CASES = ['ticket list, page 1', 'ticket detail, 50 comments'];

/**
 * CPU per request against its budget, on PostgreSQL only: there the database's share is measured
 * apart (its backends' CPU); on PGlite it runs inside the Node process and the lines would mean
 * something else. Cases not run (`--only`) have no line.
 */
export function cpuBudgetLines(cases: (LoadResult & { name: string })[], db: 'pglite' | 'postgres'): BudgetLine[] {
  if (db !== 'postgres') return [];
  return cases.flatMap((c) => {
    const cpu = c.cpuMsPerRequest;
    if (!cpu) return [];
    if (c.name.startsWith('page: ')) {
      return [{ line: `Node CPU per view ${c.name.slice(6)} ≤ ${PAGE_CPU_BUDGET_MS} ms`, actual: `${cpu.server} ms (PostgreSQL ${cpu.database} ms)`, ok: cpu.server <= PAGE_CPU_BUDGET_MS }];
    }
    if (!API_CPU_CASES.includes(c.name)) return [];
    const total = Math.round((cpu.server + cpu.database) * 1000) / 1000;
    return [{ line: `Node + PostgreSQL CPU per request ${c.name} ≤ ${API_CPU_BUDGET_MS} ms`, actual: `${total} ms (Node ${cpu.server}, PostgreSQL ${cpu.database})`, ok: total <= API_CPU_BUDGET_MS }];
  });
}

export function printBudget(lines: BudgetLine[]): void {
  for (const l of lines) console.log(`budget ${l.ok ? 'ok  ' : 'MISS'} ${l.line}: ${l.actual}`);
}
