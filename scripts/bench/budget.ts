// The budget lines of `npm run bench`: first-load JS of every page (issue 11: 250 kB, then 200)
// and Lighthouse's performance score. A line that misses makes the run exit 1 (the smoke run only reports them).
import type { LighthouseResult } from './lighthouse';

export const FIRST_LOAD_BUDGET_KB = 200;
export const LIGHTHOUSE_BUDGET = 90;

export interface BudgetLine {
  line: string;
  actual: string;
  ok: boolean;
}

export function budgetLines(firstLoadJsKb: Record<string, number>, lighthouse: LighthouseResult[]): BudgetLine[] {
  return [
    ...Object.entries(firstLoadJsKb).map(([route, kb]) => ({ line: `first-load JS ${route} ≤ ${FIRST_LOAD_BUDGET_KB} kB gzip`, actual: `${kb} kB`, ok: kb <= FIRST_LOAD_BUDGET_KB })),
    ...lighthouse.map((l) => ({
      line: `Lighthouse performance ${l.page} ≥ ${LIGHTHOUSE_BUDGET}`,
      actual: `${l.score} (FCP ${l.firstContentfulPaintMs} ms, LCP ${l.largestContentfulPaintMs} ms, TBT ${l.totalBlockingTimeMs} ms, CLS ${l.cumulativeLayoutShift}; host benchmark index ${l.benchmarkIndex})`,
      ok: l.score >= LIGHTHOUSE_BUDGET,
    })),
  ];
}

export function printBudget(lines: BudgetLine[]): void {
  for (const l of lines) console.log(`budget ${l.ok ? 'ok  ' : 'MISS'} ${l.line}: ${l.actual}`);
}
