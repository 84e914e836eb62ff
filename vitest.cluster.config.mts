import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The cluster tests (scripts/test.mjs stage `cluster`): each file starts two portal processes behind
// nginx on PostgreSQL and a private Redis, on fixed ports (3500+, 3590, 4500+), so one file at a time.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // E2E_BASE_URL: tests/e2e/support/browser.ts signs Chromium in at the cluster's nginx (test-cluster.ts).
    env: { TZ: 'Asia/Jakarta', E2E_BASE_URL: 'http://localhost:3590/helpdesk' },
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
