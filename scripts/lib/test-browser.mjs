import { existsSync } from 'node:fs';

// The browser tests run in Debian's Chromium. Its headless shell (package chromium-headless-shell:
// the same Blink and V8 as /usr/bin/chromium, without the desktop browser around them, what
// Playwright itself runs headless by default) costs about half the CPU per page; the full browser
// is the fallback where only it is installed. CHROMIUM_PATH chooses either (docs/testing-e2e.md).
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The Chromium binary the browser tests launch. */
export function testBrowserPath() {
  return process.env.CHROMIUM_PATH ?? [HEADLESS_SHELL, FULL_CHROMIUM].find((file) => existsSync(file)) ?? HEADLESS_SHELL;
}
