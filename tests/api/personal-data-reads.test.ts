import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import anySection from '@/pages/api/siasn/ws/admin/[nip]/[section]';
import assessment from '@/pages/api/siasn/ws/admin/[nip]/assessment';
import biodata from '@/pages/api/siasn/ws/admin/[nip]/biodata';
import health from '@/pages/api/siasn/ws/admin/[nip]/kesehatan-data';
import ownSection from '@/pages/api/siasn/ws/pns/[section]';
import ownReads from '@/pages/api/siasn/ws/pns/riwayat-akses';
import ipAsn from '@/pages/api/siasn/[id]/ip-asn';
import { flushBackgroundWrites } from '@/server/db/background-writes';
import { personalDataReads } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { PersonalDataReadView } from '@/utils/schemas/privacy';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { DEMO_NIP, demoUsers, userWithNip } from '../helpers/personnel-fixtures';
import { useAgencySandbox } from '../helpers/agency-sandbox';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

// Issue 33 (docs/privacy.md): each staff view of another person's record is kept, once, append-only.
const ctx = useApiContext();
useSiasnSandbox();
// The assessments come from the agency's gateway.
useAgencySandbox();

let pns: SessionUser;
let agent: SessionUser;
let admin: SessionUser;
/** The person whose record staff read here (DEMO_NIP.user2), signed in as themself. */
let subject: SessionUser;
const NIP = DEMO_NIP.user2;

beforeAll(async () => {
  ({ pns, agent, admin } = await demoUsers(ctx.db));
  subject = await userWithNip(ctx.db, 'user', NIP);
});

const rowsOf = async (nip: string) => {
  await flushBackgroundWrites();
  return ctx.db.select().from(personalDataReads).where(eq(personalDataReads.subjectNip, nip)).orderBy(personalDataReads.id);
};
let before = 0;
beforeEach(async () => {
  before = (await rowsOf(NIP)).length;
});
const added = async () => (await rowsOf(NIP)).slice(before);
/** The database's own refusal (drizzle wraps it: "Failed query", the cause says why). */
const refused = (write: Promise<unknown>) => expect(write.then(() => 'written', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message)).resolves.toMatch(/append-only/);

const reads: [string, (user: SessionUser) => Promise<{ status: number }>][] = [
  ['data-utama', (user) => ctx.api.call(anySection, { path: `/siasn/ws/admin/${NIP}/data-utama`, params: { nip: NIP, section: 'data-utama' }, user })],
  ['jabatan', (user) => ctx.api.call(anySection, { path: `/siasn/ws/admin/${NIP}/jabatan`, params: { nip: NIP, section: 'jabatan' }, user })],
  ['photo', (user) => ctx.api.call(anySection, { path: `/siasn/ws/admin/${NIP}/photo`, params: { nip: NIP, section: 'photo' }, user })],
  ['assessment', (user) => ctx.api.call(assessment, { path: `/siasn/ws/admin/${NIP}/assessment`, params: { nip: NIP }, user })],
  ['kesehatan-data', (user) => ctx.api.call(health, { path: `/siasn/ws/admin/${NIP}/kesehatan-data`, params: { nip: NIP }, user })],
  ['biodata', (user) => ctx.api.call(biodata, { path: `/siasn/ws/admin/${NIP}/biodata`, params: { nip: NIP }, user })],
  ['ip-asn', (user) => ctx.api.call(ipAsn, { path: `/siasn/${NIP}/ip-asn`, params: { id: NIP }, user })],
];

describe('a staff read of another person record', () => {
  it.each(reads)('%s: one row per view, with the reader and their role', async (part, read) => {
    expect((await read(agent)).status).toBe(200);
    expect(await added()).toMatchObject([{ readerId: agent.id, readerRole: 'agent', subjectNip: NIP, part, ticketId: null, purpose: null }]);
    expect((await read(admin)).status).toBe(200);
    expect((await added()).map((r) => [r.readerId, r.part])).toEqual([
      [agent.id, part],
      [admin.id, part],
    ]);
  });

  it('records nothing for a read that failed (an unknown section)', async () => {
    const res = await ctx.api.call(anySection, { path: `/siasn/ws/admin/${NIP}/tidak-ada`, params: { nip: NIP, section: 'tidak-ada' }, user: agent });
    expect(res.status).toBe(404);
    expect(await added()).toEqual([]);
  });

  it('records nothing when people read their own record, by either route', async () => {
    expect((await ctx.api.call(ownSection, { path: '/siasn/ws/pns/data-utama', params: { section: 'data-utama' }, user: subject })).status).toBe(200);
    const self = await userWithNip(ctx.db, 'agent', NIP);
    expect((await reads[0][1](self)).status).toBe(200);
    expect(await added()).toEqual([]);
  });
});

describe('GET /siasn/ws/pns/riwayat-akses', () => {
  const list = (user: SessionUser) => ctx.api.call<Paginated<PersonalDataReadView>>(ownReads, { path: '/siasn/ws/pns/riwayat-akses?page=1&limit=5', user });

  it("shows the person who read their record, newest first, and nobody else's reads", async () => {
    expect((await reads[0][1](agent)).status).toBe(200);
    const mine = await list(subject);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.data).toHaveLength(Math.min(5, mine.body.total));
    expect(mine.body.data[0]).toMatchObject({ reader: { id: agent.id, name: expect.any(String) }, reader_role: 'agent', part: 'data-utama', ticket_id: null });
    const times = mine.body.data.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    // Someone else (pns, DEMO_NIP.user) sees none of these.
    expect((await list(pns)).body.data.every((r) => r.reader.id !== agent.id || r.part !== 'data-utama')).toBe(true);
  });

  it('answers 403 NO_NIP to an account without a NIP', async () => {
    const guest = await userWithNip(ctx.db, 'user', null);
    const res = await ctx.api.call<{ code: string }>(ownReads, { path: '/siasn/ws/pns/riwayat-akses', user: guest });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NO_NIP');
  });
});

describe('the record is append-only in the database', () => {
  it('refuses an update, a delete and a truncate; a delete inside the retention switch goes through', async () => {
    await reads[0][1](agent);
    const [row] = await added();
    await refused(ctx.db.update(personalDataReads).set({ purpose: 'diubah' }).where(eq(personalDataReads.id, row.id)));
    await refused(ctx.db.delete(personalDataReads).where(eq(personalDataReads.id, row.id)));
    await refused(ctx.db.execute(sql`TRUNCATE personal_data_reads`));
    expect((await rowsOf(NIP)).some((r) => r.id === row.id && r.purpose === null)).toBe(true);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('helpdesk.prune_personal_data_reads', 'on', true)`);
      await tx.delete(personalDataReads).where(eq(personalDataReads.id, row.id));
    });
    expect((await rowsOf(NIP)).some((r) => r.id === row.id)).toBe(false);
    // The switch lasted only for that transaction.
    const [next] = await rowsOf(NIP);
    await refused(ctx.db.delete(personalDataReads).where(eq(personalDataReads.id, next.id)));
  });
});
