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
  },
});
