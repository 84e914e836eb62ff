import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import anySection from '@/pages/api/siasn/ws/admin/[nip]/[section]';
import assessment from '@/pages/api/siasn/ws/admin/[nip]/assessment';
import biodata from '@/pages/api/siasn/ws/admin/[nip]/biodata';
import health from '@/pages/api/siasn/ws/admin/[nip]/kesehatan-data';
import ownSection from '@/pages/api/siasn/ws/pns/[section]';
import ownReads from '@/pages/api/siasn/ws/pns/riwayat-akses';
import ipAsn from '@/pages/api/siasn/[id]/ip-asn';
import purpose from '@/pages/api/siasn/ws/admin/[nip]/keperluan';
import downloadDok from '@/pages/api/siasn/ws/download-dok';
import usulan from '@/pages/api/layanan/siasn';
import { readSection } from '@/server/siasn/read-section';
import { documentPaths } from '@/server/siasn/writes/documents';
import { flushBackgroundWrites } from '@/server/db/background-writes';
import { personalDataReads } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { PersonalDataReadView } from '@/utils/schemas/privacy';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { DEMO_NIP, demoUsers, statedPurposes, userWithNip } from '../helpers/personnel-fixtures';
import { insertTicket } from '../helpers/ticket-fixtures';
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

/** A ticket of the subject's, the purpose of reads made from it. */
let ticketId: number;
/** A document in the subject's record. */
let documentPath: string;

beforeAll(async () => {
  ({ pns, agent, admin } = await demoUsers(ctx.db));
  subject = await userWithNip(ctx.db, 'user', NIP);
  ticketId = (await insertTicket(ctx.db, { requester: subject })).id;
  const utama = await readSection({ nip: NIP, actor: admin.id, section: 'data-utama' });
  [documentPath] = documentPaths(utama.data);
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

/** `?tiket=` when read from a ticket; `sid`: the session. */
interface ReadOptions {
  ticket?: number;
  sid?: string;
}
type Read = (user: SessionUser, options?: ReadOptions) => Promise<{ status: number; body: unknown }>;
const tiket = (options: ReadOptions = {}) => (options.ticket === undefined ? '' : `tiket=${options.ticket}`);

const reads: [string, Read][] = [
  ['data-utama', (user, o) => ctx.api.call(anySection, { path: `/siasn/ws/admin/${NIP}/data-utama?${tiket(o)}`, params: { nip: NIP, section: 'data-utama' }, user, sid: o?.sid })],
  ['jabatan', (user, o) => ctx.api.call(anySection, { path: `/siasn/ws/admin/${NIP}/jabatan?${tiket(o)}`, params: { nip: NIP, section: 'jabatan' }, user, sid: o?.sid })],
  ['photo', (user, o) => ctx.api.call(anySection, { path: `/siasn/ws/admin/${NIP}/photo?${tiket(o)}`, params: { nip: NIP, section: 'photo' }, user, sid: o?.sid, bytes: true })],
  ['assessment', (user, o) => ctx.api.call(assessment, { path: `/siasn/ws/admin/${NIP}/assessment?${tiket(o)}`, params: { nip: NIP }, user, sid: o?.sid })],
  ['kesehatan-data', (user, o) => ctx.api.call(health, { path: `/siasn/ws/admin/${NIP}/kesehatan-data?${tiket(o)}`, params: { nip: NIP }, user, sid: o?.sid })],
  ['biodata', (user, o) => ctx.api.call(biodata, { path: `/siasn/ws/admin/${NIP}/biodata?${tiket(o)}`, params: { nip: NIP }, user, sid: o?.sid })],
  ['ip-asn', (user, o) => ctx.api.call(ipAsn, { path: `/siasn/${NIP}/ip-asn?${tiket(o)}`, params: { id: NIP }, user, sid: o?.sid })],
  ['usulan', (user, o) => ctx.api.call(usulan, { path: `/layanan/siasn?nip=${NIP}&${tiket(o)}`, user, sid: o?.sid })],
  ['dokumen', (user, o) => ctx.api.call(downloadDok, { path: `/siasn/ws/download-dok?nip=${NIP}&filePath=${encodeURIComponent(documentPath)}&${tiket(o)}`, user, sid: o?.sid, bytes: true })],
];
const state = (user: SessionUser, body: unknown, sid?: string) => ctx.api.call<{ code?: string }>(purpose, { method: 'POST', path: `/siasn/ws/admin/${NIP}/keperluan`, params: { nip: NIP }, body, user, sid });

describe('a staff read of another person record', () => {
  it.each(reads)('%s from a ticket: one row per view, the ticket as its purpose', async (part, read) => {
    expect((await read(agent, { ticket: ticketId })).status).toBe(200);
    expect(await added()).toMatchObject([{ readerId: agent.id, readerRole: 'agent', subjectNip: NIP, part, source: 'ticket', ticketId, purpose: null, report: null }]);
    expect((await read(admin, { ticket: ticketId })).status).toBe(200);
    expect((await added()).map((r) => [r.readerId, r.part, r.ticketId])).toEqual([
      [agent.id, part, ticketId],
      [admin.id, part, ticketId],
    ]);
  });

  it.each(reads)('%s outside a ticket: one row per view with the purpose stated in the session', async (part, read) => {
    const reader = await userWithNip(ctx.db, 'agent', DEMO_NIP.agent);
    await statedPurposes(ctx.db, [reader], [NIP], 'Pembinaan kepegawaian');
    expect((await read(reader)).status).toBe(200);
    expect(await added()).toMatchObject([{ readerId: reader.id, part, source: 'search', ticketId: null, purpose: 'Pembinaan kepegawaian' }]);
  });

  it('records nothing for a read that failed (an unknown section)', async () => {
    const res = await ctx.api.call(anySection, { path: `/siasn/ws/admin/${NIP}/tidak-ada?tiket=${ticketId}`, params: { nip: NIP, section: 'tidak-ada' }, user: agent });
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

describe('the purpose, outside a ticket', () => {
  it('refuses a read without one (428 PURPOSE_REQUIRED), then allows it, and does not ask again in that session for that person', async () => {
    const reader = await userWithNip(ctx.db, 'admin', DEMO_NIP.admin);
    expect(await reads[0][1](reader, { sid: 'sesi-a' })).toMatchObject({ status: 428, body: { code: 'PURPOSE_REQUIRED', message: expect.stringContaining('keperluan') } });
    expect(await added()).toEqual([]);
    expect((await state(reader, { reason: 'audit' }, 'sesi-a')).status).toBe(204);
    expect((await reads[0][1](reader, { sid: 'sesi-a' })).status).toBe(200);
    expect((await reads[2][1](reader, { sid: 'sesi-a' })).status).toBe(200);
    // Two background inserts, on PostgreSQL possibly on two connections: compared in the order of their parts.
    expect((await added()).map((r) => [r.part, r.source, r.purpose]).sort()).toEqual([
      ['data-utama', 'search', 'Audit'],
      ['photo', 'search', 'Audit'],
    ]);
    // Another session of the same reader is asked again; so is another reader in a session of the same name.
    expect((await reads[0][1](reader, { sid: 'sesi-b' })).status).toBe(428);
    expect((await reads[0][1](await userWithNip(ctx.db, 'agent', null), { sid: 'sesi-a' })).status).toBe(428);
  });

  it('keeps the typed reason of Lainnya, and refuses Lainnya without one', async () => {
    const reader = await userWithNip(ctx.db, 'agent', null);
    expect(await state(reader, { reason: 'lainnya' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(await state(reader, { reason: 'tebak' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect((await state(reader, { reason: 'lainnya', note: '  Klarifikasi data SKP  ' })).status).toBe(204);
    expect((await reads[1][1](reader)).status).toBe(200);
    expect(await added()).toMatchObject([{ readerId: reader.id, part: 'jabatan', source: 'search', purpose: 'Klarifikasi data SKP' }]);
  });

  it("does not take a ticket that is not the record owner's as the purpose", async () => {
    const reader = await userWithNip(ctx.db, 'agent', null);
    const someoneElses = await insertTicket(ctx.db, { requester: pns });
    expect(await reads[0][1](reader, { ticket: someoneElses.id })).toMatchObject({ status: 428, body: { code: 'PURPOSE_REQUIRED' } });
    expect((await reads[0][1](reader, { ticket: 2_000_000_000 })).status).toBe(428);
    expect(await added()).toEqual([]);
  });
});

describe('GET /siasn/ws/pns/riwayat-akses', () => {
  const list = (user: SessionUser) => ctx.api.call<Paginated<PersonalDataReadView>>(ownReads, { path: '/siasn/ws/pns/riwayat-akses?page=1&limit=5', user });

  it("shows the person who read their record, newest first, and nobody else's reads", async () => {
    expect((await reads[0][1](agent, { ticket: ticketId })).status).toBe(200);
    // Views are written off the request's path, a moment's views in one insert.
    await flushBackgroundWrites();
    const mine = await list(subject);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.data).toHaveLength(Math.min(5, mine.body.total));
    expect(mine.body.data[0]).toMatchObject({ reader: { id: agent.id, name: expect.any(String) }, reader_role: 'agent', part: 'data-utama', source: 'ticket', ticket: { id: ticketId, number: expect.any(String), visible: true } });
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
    await reads[0][1](agent, { ticket: ticketId });
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
