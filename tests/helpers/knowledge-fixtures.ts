import type { NextApiHandler } from 'next';
import { expect } from 'vitest';
import type { Database } from '@/server/db/client';
import { status, usersHistories } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@/utils/session-user';
import type { ApiTestServer, CallOptions } from './api-server';
import { createUser } from './fixtures';

export interface ErrorBody {
  code: string;
  message: string;
  fields?: { path: string; message: string }[];
}

/** Admin, agent and two users: who the knowledge endpoints are about. */
export async function knowledgeCast(db: Database) {
  return {
    admin: await createUser(db, { role: 'admin' }),
    agent: await createUser(db, { role: 'agent' }),
    user: await createUser(db, { role: 'user' }),
    other: await createUser(db, { role: 'user' }),
  };
}
export type KnowledgeCast = Awaited<ReturnType<typeof knowledgeCast>>;

/** `[label, person or null, expected status]` rows for `it.each`: anonymous 401, then the roles given. */
export function refusals(cast: () => KnowledgeCast, roles: ('user' | 'agent')[] = ['user', 'agent']): [string, () => SessionUser | null, number][] {
  return [['anonymous', () => null, 401], ...roles.map((role): [string, () => SessionUser | null, number] => [role === 'agent' ? 'an agent' : 'a user', () => cast()[role], 403])];
}

/** Calls and asserts a 400 validation error naming `field`. */
export async function expectFieldError(api: ApiTestServer, handler: NextApiHandler, options: CallOptions, field: string): Promise<ErrorBody> {
  const res = await api.call<ErrorBody>(handler, options);
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('VALIDATION_ERROR');
  expect(res.body.fields?.map((f) => f.path)).toContain(field);
  return res.body;
}

/** The history texts of a user, newest first. */
export async function historyTexts(db: Database, userId: number): Promise<string[]> {
  const rows = await db.select({ description: usersHistories.description, id: usersHistories.id }).from(usersHistories).where(eq(usersHistories.userId, userId));
  return rows.sort((a, b) => b.id - a.id).map((r) => r.description);
}

export async function statusIdOf(db: Database, code: string): Promise<number> {
  const [row] = await db.select({ id: status.id }).from(status).where(eq(status.code, code));
  return row.id;
}
