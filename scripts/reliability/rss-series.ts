// RSS of the portal's process tree once a second: each sample is the peak of a one-second window
// of the bench's sampler (scripts/bench/rss.ts), so a short spike between samples is not missed.
import { watchPeakRss } from '../bench/rss';

export interface RssSeries {
  /** Stops sampling and returns one MB figure per elapsed second. */
  stop(): number[];
}

export function sampleRssEverySecond(pid: number): RssSeries {
  const samples: number[] = [];
  let window = watchPeakRss(pid);
  const timer = setInterval(() => {
    samples.push(window());
    window = watchPeakRss(pid);
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      window();
      return samples;
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export interface RssVerdict {
  startMb: number;
  endMb: number;
  peakMb: number;
  growthMb: number;
  /** Growth allowed: the larger of `percent` of the start and `minMb` (GC timing alone moves RSS by tens of MB). */
  allowedMb: number;
  ok: boolean;
}

/** Median of the first `edge` samples against the median of the last `edge`. */
export function judgeRss(samples: number[], { edge = 10, percent = 10, minMb = 48 } = {}): RssVerdict {
  const n = Math.max(1, Math.min(edge, Math.floor(samples.length / 2)));
  const startMb = median(samples.slice(0, n));
  const endMb = median(samples.slice(-n));
  const allowedMb = Math.max(Math.round((startMb * percent) / 100), minMb);
  const growthMb = endMb - startMb;
  return { startMb, endMb, peakMb: Math.max(0, ...samples), growthMb, allowedMb, ok: samples.length > 0 && growthMb <= allowedMb };
}
