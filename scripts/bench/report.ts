// Rewrites the generated part of docs/performance.md from bench/results/*.json.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FanOutResult } from './fan-out';
import type { LighthouseResult } from './lighthouse';
import type { ProcessesResult } from './processes';

const DOC = path.join('docs', 'performance.md');
const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

interface CaseRow { name: string; reqPerSec: number; p50: number; p99: number; ratio?: number; errors: number; non2xx: number; cpuMsPerRequest?: { server: number; database: number } }
interface Result {
  date: string; commit: string; label?: string; loadAverage?: number[]; cores: number; db: string; scale: number; connections: number; durationSeconds: number;
  ceiling: CaseRow; cases: CaseRow[]; singleClient: { name: string; p95: number }[]; peakRssMb: number; firstLoadJsKb: Record<string, number>;
  lighthouse?: LighthouseResult[];
  employeeExport?: { rows: number; seconds: number; megabytes: number; baselineRssMb: number; peakRssMb: number };
  processes?: ProcessesResult;
}

/** A page's Lighthouse reading; results from before issue 31 have only the mobile performance score. */
function lighthouseText(l: LighthouseResult): string {
  const others = Object.entries(l.scores ?? {}).filter(([k]) => k !== 'performance').map(([k, v]) => `, ${k} ${v}`).join('');
  const usable = l.usableMs !== undefined ? `, usable ${l.usableMs} ms` : '';
  const host = l.benchmarkIndex ? `, host benchmark index ${l.benchmarkIndex}` : '';
  return `${l.page} (${l.profile ?? 'mobile'}) performance ${l.score}${others} (TBT ${l.totalBlockingTimeMs} ms, LCP ${l.largestContentfulPaintMs} ms${usable}${host})`;
}

function scaleOutLine(r: Result): string {
  const p = r.processes;
  if (!p) return '';
  const [ceiling, list] = p.cases;
  const one = r.cases.find((c) => c.name === list?.name);
  const fan = (f: FanOutResult) => `${f.deliveredPerSecond} deliveries/s (${f.delivered} of ${f.clients * f.events} in ${f.seconds} s)`;
  return (
    ` ${p.processes} processes behind nginx: ceiling ${ceiling.reqPerSec} req/s, ${list.name} ${list.reqPerSec} req/s (p99 ${list.p99} ms, CPU ${list.cpuMsPerRequest?.server} / ${list.cpuMsPerRequest?.database} ms)` +
    ` against ${one?.reqPerSec} req/s from one process. Push fan-out, ${p.fanOut.events} events to ${p.fanOut.clients} live streams: one process ${fan(p.oneProcessFanOut)}, ${p.processes} processes ${fan(p.fanOut)}.`
  );
}

function table(r: Result): string {
  const cpu = (c: CaseRow) => (c.cpuMsPerRequest ? `${c.cpuMsPerRequest.server} / ${r.db === 'postgres' ? c.cpuMsPerRequest.database : '-'}` : '-');
  const rows = [r.ceiling, ...r.cases].map(
    (c) => `| ${c.name} | ${c.reqPerSec} | ${c.p50} | ${c.p99} | ${c.ratio ?? 100}% | ${c.errors + c.non2xx} | ${cpu(c)} |`,
  );
  return [
    `### ${r.date.slice(0, 10)} · ${r.db}${r.label ? ` · ${r.label}` : ''} · commit ${r.commit} · ${r.cores} cores · scale ${r.scale} · ${r.connections} connections × ${r.durationSeconds} s` +
      (r.loadAverage ? ` · load average ${r.loadAverage.join(' / ')}` : ''),
    '',
    '| case | req/s | p50 ms | p99 ms | of ceiling | errors | CPU ms/request (server / db) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Single client p95: ${r.singleClient.map((s) => `${s.name} ${s.p95} ms`).join('; ')}. Peak server RSS: ${r.peakRssMb} MB. ` +
      `First-load JS (gzip): ${Object.entries(r.firstLoadJsKb).map(([k, v]) => `${k} ${v} kB`).join(', ')}.` +
      (r.lighthouse?.length ? ` Lighthouse: ${r.lighthouse.map(lighthouseText).join('; ')}.` : '') +
      (r.employeeExport
        ? ` Employee export (xlsx, ${r.employeeExport.rows.toLocaleString('en')} rows, ${r.employeeExport.megabytes} MB): ${r.employeeExport.seconds} s, server RSS ${r.employeeExport.baselineRssMb} MB before, ${r.employeeExport.peakRssMb} MB peak during it.`
        : '') +
      scaleOutLine(r),
  ].join('\n');
}

export function writePerformanceDoc(): void {
  const dir = path.join('bench', 'results');
  const results: Result[] = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f): Result => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
    // Newest run first.
    .sort((a, b) => b.date.localeCompare(a.date));
  const generated = `${START}\n${results.map(table).join('\n\n')}\n${END}`;
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : `# Performance\n\n${START}\n${END}\n`;
  const next = current.includes(START) ? current.replace(new RegExp(`${START}[\\s\\S]*${END}`), generated) : `${current}\n${generated}\n`;
  writeFileSync(DOC, next);
}
