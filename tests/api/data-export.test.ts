// "Unduh data saya" (issue 33, docs/privacy.md): a copy of everything the portal holds about the
// person, built by the job worker, downloadable once from a signed link for 24 hours.
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import exportsHandler from '@/pages/api/privacy/exports/index';
import downloadHandler from '@/pages/api/privacy/exports/[id]/download';
import { notifications, personalDataExports, personalDataReads, privateMessages, users } from '@/server/db/schema';
import { cachedRead } from '@/server/gateways/siasn/read-cache';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import { signExportLink } from '@/server/privacy/export/export-link';
import { sweepDataExports } from '@/server/privacy/export/export-queue';
import { getBoss } from '@/server/jobs/boss';
import type { DataExportView } from '@/utils/schemas/data-export';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createTicket } from '../helpers/comment-fixtures';
import { createUser } from '../helpers/fixtures';
import { eventually, useMailWorker } from '../helpers/mail-fixtures';
import { insertComment } from '../helpers/ticket-fixtures';

const ctx = useApiContext();
useMailWorker();
let requester: SessionUser;
let agent: SessionUser;

/** A NIP of the real shape (the fixtures' employee numbers are not NIPs). */
const NIP = '199001012020011001';

beforeAll(async () => {
  requester = await createUser(ctx.db, { role: 'user' });
  await ctx.db.update(users).set({ employeeNumber: NIP }).where(eq(users.id, requester.id));
  agent = await createUser(ctx.db, { role: 'agent' });
});
beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()));

const latest = (user: SessionUser) => ctx.api.call<{ export: DataExportView | null }>(exportsHandler, { user });
const request = (user: SessionUser) => ctx.api.call<DataExportView>(exportsHandler, { method: 'POST', user });
/** A download link (`/privacy/exports/{id}/download?...`) called with its id as the route's param. */
const download = (user: SessionUser | null, path: string) =>
  ctx.api.call<Buffer>(downloadHandler, { path, params: { id: path.split('/')[3] }, user, bytes: true });
const pathOf = (view: DataExportView) => view.download_path!;

async function readyCopy(user: SessionUser): Promise<DataExportView> {
  const asked = await request(user);
  expect(asked.status).toBe(202);
  await eventually(async () => (await latest(user)).body.export?.status === 'ready');
  return (await latest(user)).body.export!;
}

async function unzip(bytes: Buffer) {
  const zip = await JSZip.loadAsync(bytes);
  const json = JSON.parse(await zip.file('data-saya.json')!.async('string'));
  const pdf = await zip.file('ringkasan.pdf')!.async('nodebuffer');
  return { json, pdf };
}

describe('Unduh data saya', () => {
  it("holds the person's own data and nothing of the other person on a shared ticket", async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent, title: 'Pangkat belum naik', description: 'Mohon dicek' });
    await insertComment(ctx.db, ticket, requester, 'Komentar milik penanya');
    await insertComment(ctx.db, ticket, agent, 'Balasan rahasia milik agen');
    await ctx.db.insert(privateMessages).values({ senderId: agent.id, receiverId: agent.id, subject: 'Catatan agen sendiri', contentMarkdown: 'x', contentHtml: '<p>x</p>' });
    await ctx.db.insert(personalDataReads).values({ readerId: agent.id, readerRole: 'agent', subjectNip: NIP, part: 'data-utama', ticketId: ticket.id });
    await cachedRead(`${NIP}:data-utama`, async () => ({ nama: 'Nama dari SIASN' }));
    const copy = await readyCopy(requester);
    const res = await download(requester, pathOf(copy));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { json, pdf } = await unzip(res.body);
    expect(json.akun).toMatchObject({ id: requester.id, nip: NIP });
    expect(json.tiket.map((t: { nomor: string }) => t.nomor)).toEqual([ticket.number]);
    expect(json.komentar_tiket.map((c: { isi: string }) => c.isi)).toEqual(['Komentar milik penanya']);
    expect(json.siasn_tersimpan['data-utama'].value).toEqual({ nama: 'Nama dari SIASN' });
    expect(json.riwayat_akses_data).toHaveLength(1);
    expect(json.riwayat_akses_data[0]).toMatchObject({ peran: 'agent', bagian: 'data-utama', tiket_id: ticket.id });
    const text = JSON.stringify(json);
    expect(text).not.toContain('Balasan rahasia milik agen');
    expect(text).not.toContain('Catatan agen sendiri');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The agent's copy: their comment, not the requester's ticket.
    const theirs = await unzip((await download(agent, pathOf(await readyCopy(agent)))).body);
    expect(theirs.json.tiket).toEqual([]);
    expect(theirs.json.komentar_tiket.map((c: { isi: string }) => c.isi)).toEqual(['Balasan rahasia milik agen']);
    expect(JSON.stringify(theirs.json)).not.toContain('Komentar milik penanya');
  });

  it('tells the person when it is ready, and builds one request at a time', async () => {
    const person = await createUser(ctx.db, { role: 'user' });
    const first = await request(person);
    const again = await request(person);
    expect(again.body.id).toBe(first.body.id);
    expect(first.body).toMatchObject({ status: 'pending', download_path: null });
    await eventually(async () => (await latest(person)).body.export?.status === 'ready');
    const told = await ctx.db.select().from(notifications).where(eq(notifications.toUserId, person.id));
    expect(told.map((n) => [n.type, n.link])).toEqual([['data_export_ready', '/profile#unduh-data']]);
  });

  it('downloads once: a second click, another person and a tampered link get 404, a visitor 401', async () => {
    const person = await createUser(ctx.db, { role: 'user' });
    const copy = await readyCopy(person);
    expect((await download(null, pathOf(copy))).status).toBe(401);
    expect((await download(agent, pathOf(copy))).status).toBe(404);
    const tampered = await download(person, pathOf(copy).replace(/sig=.{4}/, 'sig=AAAA'));
    expect(tampered.status).toBe(404);
    expect((await download(person, pathOf(copy))).status).toBe(200);
    const second = await download(person, pathOf(copy));
    expect(second.status).toBe(404);
    expect(JSON.parse(second.body.toString())).toMatchObject({ code: 'EXPORT_LINK_INVALID' });
    const [row] = await ctx.db.select().from(personalDataExports).where(eq(personalDataExports.id, copy.id));
    expect(row).toMatchObject({ status: 'downloaded', archive: null });
    expect((await latest(person)).body.export).toMatchObject({ status: 'downloaded', download_path: null });
  });

  it('expires after 24 hours: the link stops working and the sweep drops the zip', async () => {
    const person = await createUser(ctx.db, { role: 'user' });
    const copy = await readyCopy(person);
    expect(new Date(copy.expires_at!).getTime() - new Date(copy.ready_at!).getTime()).toBe(24 * 3600_000);
    const past = new Date(Date.now() - 1000);
    await ctx.db.update(personalDataExports).set({ expiresAt: past }).where(eq(personalDataExports.id, copy.id));
    const signed = signExportLink(copy.id, person.id, past);
    expect((await download(person, `/privacy/exports/${copy.id}/download?expires=${signed.expires}&sig=${signed.sig}`)).status).toBe(404);
    // The old link (a later expiry than the row's) does not work either.
    expect((await download(person, pathOf(copy))).status).toBe(404);
    expect((await latest(person)).body.export?.status).toBe('expired');
    await sweepDataExports(ctx.db, await getBoss());
    const [row] = await ctx.db.select().from(personalDataExports).where(eq(personalDataExports.id, copy.id));
    expect(row).toMatchObject({ status: 'expired', archive: null });
  });

  it('a new request drops the previous ready copy, so only the newest link works', async () => {
    const person = await createUser(ctx.db, { role: 'user' });
    const old = await readyCopy(person);
    const fresh = await readyCopy(person);
    expect(fresh.id).not.toBe(old.id);
    expect((await download(person, pathOf(old))).status).toBe(404);
    expect((await download(person, pathOf(fresh))).status).toBe(200);
  });

  it('answers a malformed link with 400', async () => {
    const res = await ctx.api.call<{ code: string }>(downloadHandler, { path: '/privacy/exports/x/download?expires=abc&sig=1', params: { id: 'x' }, user: requester });
    expect(res.status).toBe(400);
  });
});
