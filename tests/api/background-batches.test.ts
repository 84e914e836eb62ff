import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BATCH_WINDOW_MS, batchedInBackground, flushBackgroundWrites } from '@/server/db/background-writes';
import { personalDataReads } from '@/server/db/schema';
import { recordPersonalDataRead } from '@/server/privacy/record-read';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

// One row per request written in batches (the staff reads of docs/privacy.md): under load an
// insert per row fell behind the pool and rows were lost; now a moment's rows go in one insert.
const ctx = useApiContext();

describe('batchedInBackground', () => {
  it('writes 1,200 rows of one moment in three inserts, in order, and nothing twice', async () => {
    const inserts: number[][] = [];
    const write = batchedInBackground<number>('test_rows', async (_db, rows) => void inserts.push(rows));
    for (let i = 0; i < 1200; i += 1) write(i);
    await flushBackgroundWrites();
    expect(inserts.map((rows) => rows.length)).toEqual([500, 500, 200]);
    expect(inserts.flat()).toEqual(Array.from({ length: 1200 }, (_, i) => i));
    await flushBackgroundWrites();
    expect(inserts).toHaveLength(3);
  });

  it('writes a batch by itself once its window has passed', async () => {
    const inserts: string[][] = [];
    const write = batchedInBackground<string>('test_rows', async (_db, rows) => void inserts.push(rows));
    write('a');
    write('b');
    expect(inserts).toEqual([]);
    await sleep(BATCH_WINDOW_MS * 5);
    expect(inserts).toEqual([['a', 'b']]);
  });

  it('keeps every staff read of a burst, each with the time it was shown', async () => {
    const agent = await createUser(ctx.db, { role: 'agent' });
    const nip = '199001012015031099';
    const started = Date.now();
    for (let i = 0; i < 750; i += 1) recordPersonalDataRead(agent, nip, 'data-utama', { source: 'search', ticketId: null, purpose: 'Audit' });
    await flushBackgroundWrites();
    const rows = await ctx.db.select().from(personalDataReads).where(eq(personalDataReads.subjectNip, nip));
    expect(rows).toHaveLength(750);
    for (const row of rows) expect(row.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(new Set(rows.map((r) => r.readerId))).toEqual(new Set([agent.id]));
  });
});
