// Retention (issue 33, docs/privacy.md): each kind of kept data lives its configured days; the
// job worker's round deletes what is older, and nothing younger.
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCalls, notifications, personalDataReadPurposes, personalDataReads, siasnCalls, uploads, usersHistories } from '@/server/db/schema';
import { RETENTION_BATCH } from '@/server/privacy/retention/retention-rules';
import { runRetention } from '@/server/privacy/retention/run-retention';
import { uploadDir } from '@/server/uploads/store-upload';
import { UPLOAD_URL_PREFIX } from '@/server/uploads/upload-file-name';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createTicket } from '../helpers/comment-fixtures';
import { createUser } from '../helpers/fixtures';
import { applyEnv } from '../helpers/sandbox-lifecycle';

const ctx = useApiContext();
let person: SessionUser;
let agent: SessionUser;
let restoreEnv: () => void;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const exists = (file: string) => stat(file).then(() => true, () => false);

beforeAll(async () => {
  restoreEnv = applyEnv({ UPLOAD_DIR: path.join('test-results', `retention-${process.pid}-${Date.now()}`) });
  await mkdir(uploadDir(), { recursive: true });
  person = await createUser(ctx.db, { role: 'user' });
  agent = await createUser(ctx.db, { role: 'agent' });
});
afterAll(async () => {
  await rm(uploadDir(), { recursive: true, force: true });
  restoreEnv();
});

/** One row of each pruned table at each age. */
async function seed(ages: number[]) {
  for (const age of ages) {
    const at = daysAgo(age);
    await ctx.db.insert(personalDataReads).values({ readerId: agent.id, readerRole: 'agent', subjectNip: '199001012020011001', part: `umur-${age}`, at });
    await ctx.db.insert(siasnCalls).values({ at, method: 'GET', path: `/umur-${age}`, outcome: 'ok', durationMs: 1 });
    await ctx.db.insert(bankCalls).values({ at, method: 'GET', path: `/umur-${age}`, outcome: 'ok', durationMs: 1 });
    await ctx.db.insert(notifications).values({ toUserId: person.id, type: 'reminder', title: `umur-${age}`, createdAt: at });
    await ctx.db.insert(usersHistories).values({ userId: person.id, action: 'login', description: `umur-${age}`, createdAt: at });
  }
}

describe('retention round', () => {
  it('deletes what is older than each kind\'s days and keeps the rest, the append-only access log included', async () => {
    await seed([1000, 500, 300, 100, 1]);
    const counts = await runRetention(ctx.db);
    expect(counts).toMatchObject({ personal_data_reads: 1, siasn_calls: 3, bank_calls: 3, notifications: 2, users_histories: 2 });
    const left = async (column: typeof personalDataReads.part | typeof siasnCalls.path, table: typeof personalDataReads | typeof siasnCalls) =>
      (await ctx.db.select({ v: column }).from(table)).map((r) => r.v).sort();
    expect(await left(personalDataReads.part, personalDataReads)).toEqual(['umur-1', 'umur-100', 'umur-300', 'umur-500']);
    expect(await left(siasnCalls.path, siasnCalls)).toEqual(['/umur-1', '/umur-100']);
    expect((await ctx.db.select({ t: notifications.title }).from(notifications).where(eq(notifications.toUserId, person.id))).map((r) => r.t).sort()).toEqual(['umur-1', 'umur-100', 'umur-300']);
    // Only the retention job may delete: a plain delete is still refused by the database.
    const plain = ctx.db.delete(personalDataReads).where(eq(personalDataReads.part, 'umur-500'));
    await expect(plain.then(() => 'deleted', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message)).resolves.toMatch(/append-only/);
    // A second round finds nothing more.
    expect(Object.values(await runRetention(ctx.db)).every((n) => n === 0)).toBe(true);
  });

  it('forgets a stated purpose a day after, when its session is long over', async () => {
    await ctx.db.insert(personalDataReadPurposes).values([
      { sessionId: 'lama', readerId: agent.id, subjectNip: '199001012020011001', purpose: 'Audit', at: daysAgo(2) },
      { sessionId: 'baru', readerId: agent.id, subjectNip: '199001012020011001', purpose: 'Audit' },
    ]);
    expect((await runRetention(ctx.db)).personal_data_read_purposes).toBe(1);
    expect((await ctx.db.select({ s: personalDataReadPurposes.sessionId }).from(personalDataReadPurposes)).map((r) => r.s)).toEqual(['baru']);
  });

  it('reads the days from the settings', async () => {
    const restore = applyEnv({ RETENTION_DATA_READS_DAYS: '10' });
    try {
      await seed([20]);
      // Everything past ten days goes: 500, 300, 100 (left by the first round) and 20; a day's stays.
      expect((await runRetention(ctx.db)).personal_data_reads).toBe(4);
      expect((await ctx.db.select({ p: personalDataReads.part }).from(personalDataReads)).map((r) => r.p)).toEqual(['umur-1']);
    } finally {
      restore();
    }
  });

  it('deletes at most a batch per rule per round', async () => {
    await ctx.db.execute(sql`insert into siasn_calls (at, method, path, outcome, duration_ms) select now() - interval '400 days', 'GET', '/banyak', 'ok', 1 from generate_series(1, ${RETENTION_BATCH + 5})`);
    expect((await runRetention(ctx.db)).siasn_calls).toBe(RETENTION_BATCH);
    expect((await runRetention(ctx.db)).siasn_calls).toBe(5);
  });

  it('removes old uploads nothing uses any more, with their files; keeps used and recent ones', async () => {
    const file = async (name: string, age: number) => {
      await writeFile(path.join(uploadDir(), name), 'x');
      await ctx.db.insert(uploads).values({ fileName: name, ownerId: person.id, originalName: 'a.png', size: 1, mime: 'image/png', kind: 'image', createdAt: daysAgo(age) });
    };
    const [unused, used, recent] = ['a'.repeat(64) + '.png', 'b'.repeat(64) + '.png', 'c'.repeat(64) + '.png'];
    await file(unused, 40);
    await file(used, 40);
    await file(recent, 2);
    await createTicket(ctx.db, { requester: person, description: `![bukti](${UPLOAD_URL_PREFIX}${used})` });
    expect((await runRetention(ctx.db)).uploads).toBe(1);
    expect(await exists(path.join(uploadDir(), unused))).toBe(false);
    expect(await exists(path.join(uploadDir(), used))).toBe(true);
    expect(await exists(path.join(uploadDir(), recent))).toBe(true);
    expect((await ctx.db.select({ f: uploads.fileName }).from(uploads)).map((r) => r.f).sort()).toEqual([used, recent].sort());
  });
});

