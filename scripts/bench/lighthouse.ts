// Lighthouse's performance score of signed-in pages, with Debian's Chromium and Lighthouse's
// default (mobile) profile. The session travels as a Cookie header on every request of the page.
import { launch } from 'chrome-launcher';

export interface LighthouseResult {
  page: string;
  /** 0-100, Lighthouse's performance category. */
  score: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
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
      const run = await lighthouse(`${origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } });
      if (!run) throw new Error(`lighthouse gave no result for ${page}`);
      const { lhr } = run;
      if (lhr.runtimeError) throw new Error(`lighthouse ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push({
        page,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
