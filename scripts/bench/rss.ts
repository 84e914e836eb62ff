import { readFileSync, readdirSync } from 'node:fs';

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function rssKb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line?.replace(/\D+/g, '') ?? 0);
  } catch {
    return 0;
  }
}

/** Samples the RSS of a process tree (next start and its server) until stopped; returns the peak in MB. */
export function watchPeakRss(pid: number, everyMs = 250): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    const total = [pid, ...childrenOf(pid)].reduce((sum, p) => sum + rssKb(p), 0);
    peak = Math.max(peak, total);
  }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.round(peak / 1024);
  };
}
