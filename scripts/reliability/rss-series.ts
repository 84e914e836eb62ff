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
  /** First and last sample, as seen. */
  firstMb: number;
  lastMb: number;
  /** Lowest sample of the first half and of the second half (the heap right after a collection). */
  startFloorMb: number;
  endFloorMb: number;
  peakMb: number;
  growthMb: number;
  /** Growth allowed: the larger of `percent` of the start floor and `minMb`. */
  allowedMb: number;
  ok: boolean;
}

/**
 * Floors, not single samples: under load the heap saws between ~450 and ~620 MB with a period of
 * 30-50 s (seen here), so any two samples can differ by 150 MB without a leak. What a collection
 * leaves behind is what a leak raises: the second half's lowest sample against the first half's.
 */
export function judgeRss(samples: number[], { percent = 10, minMb = 48 } = {}): RssVerdict {
  const half = Math.max(1, Math.floor(samples.length / 2));
  const startFloorMb = Math.min(...samples.slice(0, half));
  const endFloorMb = Math.min(...samples.slice(half));
  const allowedMb = Math.max(Math.round((startFloorMb * percent) / 100), minMb);
  const growthMb = endFloorMb - startFloorMb;
  const ok = samples.length >= 2 && growthMb <= allowedMb;
  return { firstMb: samples[0] ?? 0, lastMb: samples.at(-1) ?? 0, startFloorMb, endFloorMb, peakMb: Math.max(0, ...samples), growthMb, allowedMb, ok };
}
