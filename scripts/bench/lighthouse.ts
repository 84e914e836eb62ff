// Lighthouse's performance score of signed-in pages, with Debian's Chromium and Lighthouse's
// default (mobile) profile. The session travels as a Cookie header on every request of the page.
import { launch } from 'chrome-launcher';

export interface LighthouseResult {
  page: string;
  /** 0-100, Lighthouse's performance category. */
  score: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  /**
   * Lighthouse's measure of this host's CPU (its `benchmarkIndex`; higher is faster). The mobile
   * profile simulates a 4x slower CPU from what this host took, so a slow or busy host lowers the
   * score: compare scores only with this beside them.
   */
  benchmarkIndex: number;
  /** Scripts with the most main-thread time (Lighthouse's bootup-time audit), for tuning. */
  busiestScripts: { url: string; ms: number }[];
}

/** The pages of issue 11's Lighthouse line: the ticket list and a ticket (paths under the portal's origin). */
export const LIGHTHOUSE_PAGES = ['/helpdesk/tickets', '/helpdesk/tickets/1'];

const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function lighthouseScores(origin: string, pages: string[], cookie: string): Promise<LighthouseResult[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const audit = () => lighthouse(`${origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } });
      let run = await audit();
      // Lighthouse itself asks to be run again when its trace missed the navigation (NO_NAVSTART).
      if (run?.lhr.runtimeError?.code === 'NO_NAVSTART') run = await audit();
      if (!run) throw new Error(`lighthouse gave no result for ${page}`);
      const { lhr } = run;
      if (lhr.runtimeError) throw new Error(`lighthouse ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push({
        page,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
        firstContentfulPaintMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
        cumulativeLayoutShift: Math.round((lhr.audits['cumulative-layout-shift'].numericValue ?? 0) * 1000) / 1000,
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        busiestScripts: busiestScripts(lhr.audits['bootup-time']?.details),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

function busiestScripts(details: unknown): { url: string; ms: number }[] {
  const items = (details as { items?: { url: string; total: number }[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((i) => ({ url: i.url.replace(/^https?:\/\/[^/]+/, ''), ms: Math.round(i.total) }));
}
