// A real Chromium on process B: the agent signs in through nginx and the cluster's identity sandbox,
// then opens a ticket on portal-2's own port, so the page and its EventSource are served by
// portal-2 (its X-Portal-Process says so). The requester's comment, posted over HTTP straight
// to portal-1, shows on that page within a second of the POST's answer, without a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchBrowser, newContext, screenshot, signIn } from '../e2e/support/browser';
import { HttpSession } from './support/http-session';
import { liveReady, noteLiveReady } from './support/live-ready';
import { startTestCluster, type TestCluster } from './support/test-cluster';

let run: TestCluster;
let browser: Browser;
const requester = new HttpSession();

beforeAll(async () => {
  run = await startTestCluster();
  // browser.ts signs in at E2E_BASE_URL (vitest.cluster.config.mts): it must be this cluster's nginx.
  if (run.cluster.url !== BASE_URL) throw new Error(`E2E_BASE_URL ${BASE_URL} is not the cluster's nginx ${run.cluster.url}`);
  browser = await launchBrowser();
  await requester.signIn(run.cluster.url, 'user');
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await run?.close();
}, 60_000);

describe('a browser attached to the other process', () => {
  it("shows a comment posted through portal-1 on a ticket page open on portal-2 within a second, without a reload", async () => {
    const [portal1, portal2] = run.cluster.processes;
    const created = await requester.fetch(`${run.cluster.url}/api/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Klaster di peramban ${Date.now()}`, description: 'Apakah balasan tampil di proses lain?' }),
    });
    expect(created.status).toBe(201);
    const ticketId = ((await created.json()) as { id: number }).id;

    const context = await newContext(browser);
    await noteLiveReady(context);
    const page = await context.newPage();
    await signIn(page, { provider: 'SIMASTER', username: 'agent' });
    const stream = page.waitForResponse((r) => r.url().startsWith(`${portal2.url}/api/events`) && r.url().includes(`tickets=${ticketId}`));
    const opened = await page.goto(`${portal2.url}/tickets/${ticketId}`);
    expect(opened?.headers()['x-portal-process']).toBe('portal-2');
    await page.getByTestId('ticket-number').waitFor();
    expect((await stream).headers()['x-portal-process']).toBe('portal-2');
    await liveReady(page, `tickets=${ticketId}`);
    // The same document throughout: a reload or navigation would drop this mark.
    await page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));

    const text = `Komentar lewat portal-1 ${Date.now()}`;
    // When the comment's text entered the page, by the page's clock (the machine's, as the test's).
    const shown = page.waitForFunction(
      (t) => [...document.querySelectorAll('article')].some((a) => a.textContent?.includes(t)) && Date.now(),
      text,
      { polling: 'raf', timeout: 10_000 },
    );
    const posted = await requester.fetch(`${portal1.url}/api/tickets/${ticketId}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ markdown: text }),
    });
    const answeredAt = Date.now();
    expect(posted.status).toBe(201);
    expect(posted.headers.get('x-portal-process')).toBe('portal-1');
    const shownAt = (await (await shown).jsonValue()) as number;
    console.info(`comment through portal-1 -> Chromium on portal-2: ${shownAt - answeredAt} ms`);
    expect(shownAt - answeredAt).toBeLessThan(1_000);
    expect(await page.locator('article', { hasText: text }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
    expect(new URL(page.url()).origin).toBe(new URL(portal2.url).origin);
    await page.locator('article', { hasText: text }).scrollIntoViewIfNeeded();
    await screenshot(page, 'cluster-live-comment-portal-2');
    await context.close();
  });
});
