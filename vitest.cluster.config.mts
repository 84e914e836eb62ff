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
    env: { TZ: 'Asia/Jakarta' },
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
