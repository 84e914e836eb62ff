// Lighthouse's scores of the bench's pages (lighthouse-cases.ts), with Debian's Chromium: the
// default (mobile) profile or the desktop preset at 1366 px. A signed-in page's session travels as
// a Cookie header on every request; a visitor's page is opened without one.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import type { Page } from 'puppeteer-core';
import type { LighthouseCase, LighthouseCategory } from './lighthouse-cases';

export interface LighthouseResult {
  page: string;
  profile: LighthouseCase['profile'];
  /** 0-100, Lighthouse's performance category. */
  score: number;
  /** 0-100 per category the case checks (performance always). */
  scores: Partial<Record<LighthouseCategory, number>>;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  /** When the case's `usable` selector first matched, from the start of the navigation (ms; -1: never). */
  usableMs?: number;
  /** The audits that cost a category points (accessibility, SEO), for fixing. */
  failedAudits?: string[];
  /**
   * Lighthouse's measure of this host's CPU (its `benchmarkIndex`; higher is faster). The mobile
   * profile simulates a 4x slower CPU from what this host took, so a slow or busy host lowers the
   * score: compare scores only with this beside them.
   */
  benchmarkIndex: number;
  /** Scripts with the most main-thread time (Lighthouse's bootup-time audit), for tuning. */
  busiestScripts: { url: string; ms: number }[];
}

const SHOTS = path.join('test-results', 'bench');
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Lighthouse's desktop preset (core/config/desktop-config.js), 1366 px wide like the portal's laptop screenshots.
const DESKTOP = {
  formFactor: 'desktop',
  screenEmulation: { mobile: false, width: 1366, height: 940, deviceScaleFactor: 1, disabled: false },
  emulatedUserAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
  throttling: { rttMs: 40, throughputKbps: 10 * 1024, cpuSlowdownMultiplier: 1, requestLatencyMs: 40, downloadThroughputKbps: 10 * 1024, uploadThroughputKbps: 10 * 1024 },
} as const;

/**
 * When the case's `usable` selector first matched, in ms from the navigation's start: the page
 * opened once more in the same browser as the desktop run sees it (1366 x 940, its 40 ms / 10 Mbit/s
 * network, no CPU slowdown). -1 when it never matched within 30 s.
 */
async function usableMs(page: Page, url: string, cookie: string | undefined, selector: string): Promise<number> {
  const { width, height } = DESKTOP.screenEmulation;
  await page.setViewport({ width, height });
  if (cookie) await page.setExtraHTTPHeaders({ Cookie: cookie });
  const cdp = await page.createCDPSession();
  const bytesPerSecond = (DESKTOP.throttling.downloadThroughputKbps * 1024) / 8;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: DESKTOP.throttling.requestLatencyMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
  // A first visit, as Lighthouse's own run is: nothing from its cache.
  await page.setCacheEnabled(false);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  try {
    const shown = await page.waitForFunction((s: string) => document.querySelector(s) && performance.now(), { polling: 'mutation', timeout: 30_000 }, selector);
    return Math.round(Number(await shown.jsonValue()));
  } catch {
    return -1;
  } finally {
    // What the page showed when it was called usable (or gave up), to look at.
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `usable-${new URL(url).pathname.split('/').pop()}.png`) });
  }
}

export interface LighthouseTarget {
  origin: string;
  cases: LighthouseCase[];
  /** The Cookie header of each signed-in role. */
  cookies: Record<Exclude<LighthouseCase['as'], 'visitor'>, string>;
}

export async function lighthouseScores({ origin, cases, cookies }: LighthouseTarget): Promise<LighthouseResult[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const results: LighthouseResult[] = [];
    for (const c of cases) {
      const categories = [...new Set<LighthouseCategory>(['performance', ...(Object.keys(c.budget) as LighthouseCategory[])])];
      const flags = {
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: categories,
        ...(c.as === 'visitor' ? {} : { extraHeaders: { Cookie: cookies[c.as] } }),
        ...(c.profile === 'desktop' ? DESKTOP : {}),
      };
      // Each case starts without cookies: one set by an earlier page (a visitor's) would be sent
      // instead of the case's own Cookie header, and a signed-in page would measure the sign-in page.
      const freshPage = async (): Promise<Page> => {
        const page = await browser.newPage();
        await (await page.createCDPSession()).send('Network.clearBrowserCookies');
        return page;
      };
      const audit = async () => {
        const page = await freshPage();
        try {
          return await lighthouse(`${origin}${c.page}`, flags, undefined, page);
        } finally {
          await page.close();
        }
      };
      let run = await audit();
      // Lighthouse itself asks to be run again when its trace missed the navigation (NO_NAVSTART).
      if (run?.lhr.runtimeError?.code === 'NO_NAVSTART') run = await audit();
      if (!run) throw new Error(`lighthouse gave no result for ${c.page}`);
      const { lhr } = run;
      if (lhr.runtimeError) throw new Error(`lighthouse ${c.page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const usableOnce = async (selector: string) => {
        const page = await freshPage();
        try {
          return await usableMs(page, `${origin}${c.page}`, c.as === 'visitor' ? undefined : cookies[c.as], selector);
        } finally {
          await page.close();
        }
      };
      const scores = Object.fromEntries(categories.map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)]));
      const failedAudits = categories
        .filter((k) => k !== 'performance')
        .flatMap((k) => lhr.categories[k].auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1).map((r) => `${k}: ${r.id}`));
      results.push({
        page: c.page,
        profile: c.profile,
        score: scores.performance,
        scores,
        totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
        firstContentfulPaintMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
        cumulativeLayoutShift: Math.round((lhr.audits['cumulative-layout-shift'].numericValue ?? 0) * 1000) / 1000,
        ...(c.usable ? { usableMs: await usableOnce(c.usable.selector) } : {}),
        ...(failedAudits.length ? { failedAudits } : {}),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        busiestScripts: busiestScripts(lhr.audits['bootup-time']?.details),
      });
    }
    return results;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

function busiestScripts(details: unknown): { url: string; ms: number }[] {
  const items = (details as { items?: { url: string; total: number }[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((i) => ({ url: i.url.replace(/^https?:\/\/[^/]+/, ''), ms: Math.round(i.total) }));
}
