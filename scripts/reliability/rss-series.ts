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

export interface RssVerdict {
  /** Peak of the first third of the samples, and of the last third. */
  startMb: number;
  endMb: number;
  peakMb: number;
  growthMb: number;
  /** Growth allowed: the larger of `percent` of the start and `minMb`. */
  allowedMb: number;
  ok: boolean;
}

/**
 * Peaks, not single samples: the heap saws up and down by ~50-100 MB between collections under
 * load (seen here: 440 -> 559 -> 517 -> 610 MB within a minute), so only a rising sawtooth (the
 * last third's peak above the first third's) is growth; a leak raises every peak.
 */
export function judgeRss(samples: number[], { percent = 10, minMb = 48 } = {}): RssVerdict {
  const third = Math.max(1, Math.floor(samples.length / 3));
  const startMb = Math.max(0, ...samples.slice(0, third));
  const endMb = Math.max(0, ...samples.slice(-third));
  const allowedMb = Math.max(Math.round((startMb * percent) / 100), minMb);
  const growthMb = endMb - startMb;
  return { startMb, endMb, peakMb: Math.max(0, ...samples), growthMb, allowedMb, ok: samples.length > 0 && growthMb <= allowedMb };
}
