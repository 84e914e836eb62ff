// When a browser test fails, what it saw: a screenshot of every page still open in the file's
// browsers (test-results/failures/) and what the portal logged while the test ran, printed with
// the failure. A flake that happens once in a CI run is then diagnosable from that run alone.
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { Browser } from 'playwright-core';

const FAILURE_DIR = path.resolve('test-results', 'failures');
const LOG_TAIL_BYTES = 16_000;
const browsers = new Set<Browser>();
let logStart = 0;

/** Makes `browser`'s pages part of a failure's report while it is connected. */
export function watchForFailures(browser: Browser): Browser {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  return browser;
}

const portalLogSize = () => {
  const file = process.env.E2E_PORTAL_LOG;
  return file && existsSync(file) ? statSync(file).size : 0;
};

/** The portal's log from `start` on, its last LOG_TAIL_BYTES at most. */
function portalLogSince(start: number): string {
  const file = process.env.E2E_PORTAL_LOG;
  const end = portalLogSize();
  if (!file || end <= start) return '';
  const from = Math.max(start, end - LOG_TAIL_BYTES);
  const buffer = Buffer.alloc(end - from);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

const slug = (text: string) => text.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 80).replace(/-$/, '');

/**
 * Registers the report: call at file level, after the hooks that close the pages (afterEach hooks
 * run in reverse order, so the report runs before they close anything).
 */
export function reportFailures(): void {
  beforeEach(() => {
    logStart = portalLogSize();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    mkdirSync(FAILURE_DIR, { recursive: true });
    const pages = [...browsers].flatMap((b) => b.contexts().flatMap((c) => c.pages()));
    const shots = await Promise.all(
      pages.map(async (page, i) => {
        const file = path.join(FAILURE_DIR, `${slug(task.name)}-${i + 1}.jpg`);
        try {
          await page.screenshot({ path: file, type: 'jpeg', quality: 70, timeout: 5_000 });
          return `${file} (${page.url()})`;
        } catch (error) {
          return `${page.url()}: no screenshot (${(error as Error).message.split('\n')[0]})`;
        }
      }),
    );
    console.log(`\n--- failed: ${task.name}\nopen pages:\n${shots.map((s) => `  ${s}`).join('\n') || '  none'}\nportal log during the test:\n${portalLogSince(logStart) || '  (nothing)'}\n---`);
  });
}
