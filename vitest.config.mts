import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = { '@': path.resolve(import.meta.dirname) };
const apiEnv = { LOG_LEVEL: 'silent', NEXTAUTH_SECRET: 'test-secret-for-api-tests-only', TZ: 'Asia/Jakarta' };

const apiProject = (name: string, extraEnv: Record<string, string>, exclude: string[] = [], globalSetup: string[] = []) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    exclude,
    globalSetup,
    // Files share workers (node_modules load once per worker, not once per file); the set-up file
    // gives each file fresh modules, process state and environment all the same.
    isolate: false,
    setupFiles: ['tests/helpers/shared-worker-reset.ts'],
    env: { ...apiEnv, ...extraEnv },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The API suite runs on PGlite always, and again on the real PostgreSQL server when one is given.
// Suites whose routes need no database beyond the session check run once.
const databaseFree = ['identity-sandbox', 'siasn-sandbox', 'siasn-sandbox-faults', 'siasn-sandbox-lists', 'api-route', 'markdown'].map((name) => `tests/api/${name}.test.ts`);
// Suites about PostgreSQL itself (statement and connection timeouts) run on PostgreSQL only.
const postgresOnly = ['tests/api/hardening/db-timeouts.test.ts'];
// Starts the production build (tests/api/hardening/shutdown.test.ts): its own project.
const shutdownTest = 'tests/api/hardening/shutdown.test.ts';
// Each file's database is a copy of one migrated before the run.
const postgres = process.env.TEST_DATABASE_URL
  ? [apiProject('api-pg', { HELPDESK_TEST_DB: 'postgres' }, [...databaseFree, shutdownTest], ['tests/helpers/postgres-template.ts'])]
  : [];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine,
    // which left a core idle while PGlite, happy-dom and the PostgreSQL client each wait on one.
    // Two workers there took the API suite 215 -> 157 s, PostgreSQL 92 s, components 162 -> 97 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      // Rules and helpers without process state of their own: files share workers and the modules
      // they load (import time 49 -> 22 s summed; the suite passes in any file order, --sequence.shuffle.files).
      { resolve: { alias }, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], isolate: false, env: { TZ: 'Asia/Jakarta' } } },
      // Each file's PGlite starts from one migrated database dumped before the run.
      apiProject('api', { HELPDESK_TEST_DB: 'pglite' }, [...postgresOnly, shutdownTest], ['tests/helpers/pglite-template.ts']),
      ...postgres,
      {
        resolve: { alias },
        test: { name: 'shutdown', environment: 'node', include: [shutdownTest], env: apiEnv, testTimeout: 60_000, hookTimeout: 300_000 },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['tests/components/**/*.test.tsx'],
          // Files share workers as the API files do (antd, React and happy-dom load once per
          // worker, not per file: the suite 336 -> 121 s on this machine), with the same reset first.
          setupFiles: ['tests/helpers/shared-worker-reset.ts', 'tests/components/setup.ts'],
          isolate: false,
          env: { TZ: 'Asia/Jakarta' },
          // A file's first render pays antd's style set-up; on a loaded 2-core CI machine that
          // alone passed vitest's 5 s default once (sign-in-page.test.tsx).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
