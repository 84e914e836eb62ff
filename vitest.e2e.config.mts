import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the running production build (started by scripts/test.mjs).
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // expect.poll's default (1 s) is shorter than a page's data takes to show on a loaded CI
    // machine: lists counted 0 rows there (ticket-bulk-sla, xss-corpus). Locator waits give 30 s.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
