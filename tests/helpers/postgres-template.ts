import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database on the TEST_DATABASE_URL server that openTestDb copies (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate?: string;
  }
}

/** Runs one statement on the TEST_DATABASE_URL server's own database. */
export async function onTestServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export const databaseUrl = (name: string) => {
  const url = new URL(String(process.env.TEST_DATABASE_URL));
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Global set-up of the `api-pg` project: migrates one database on the server and leaves it
 * without connections, so each test file's database is a copy of it (~0.1 s) instead of an empty
 * one that runs every migration. The copy still runs migrate(), a no-op that proves the journal.
 */
export default async function setup(project: TestProject) {
  const name = `helpdesk_template_${randomBytes(6).toString('hex')}`;
  await onTestServer(`CREATE DATABASE ${name}`);
  const handle = await createDb({ url: databaseUrl(name), poolMax: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return () => onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
