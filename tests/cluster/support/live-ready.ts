// Tells a test when a page's live stream is ready: every EventSource the page opens also notes the
// stream's `ready` message (sent once the process is subscribed), beside the page's own handler.
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    liveReadyUrls?: string[];
  }
}

/** Before the context's pages load. */
export async function noteLiveReady(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('message', (event) => {
          if ((JSON.parse(event.data) as { type: string }).type === 'ready') (window.liveReadyUrls ??= []).push(this.url);
        });
      }
    };
  });
}

/** Resolves once a stream whose URL contains `part` has said `ready`. */
export async function liveReady(page: Page, part: string, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction((p) => window.liveReadyUrls?.some((u) => u.includes(p)), part, { timeout: timeoutMs });
}
