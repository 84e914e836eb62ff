import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import fileHandler from '@/pages/api/uploads/[file]';
import postHandler from '@/pages/api/uploads/index';
import { announcements, privateMessages, uploads } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';
import { createCast, insertComment, insertTicket } from '../helpers/ticket-fixtures';
import { TINY_PNG } from '../helpers/tiny-png';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let dir: string;
let cast: Awaited<ReturnType<typeof createCast>>;
const previous = { dir: process.env.UPLOAD_DIR, quota: process.env.UPLOAD_QUOTA_MB };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'helpdesk-upload-owners-'));
  process.env.UPLOAD_DIR = dir;
  cast = await createCast(ctx.db);
});
afterEach(() => {
  process.env.UPLOAD_QUOTA_MB = previous.quota;
  if (previous.quota === undefined) delete process.env.UPLOAD_QUOTA_MB;
});
afterAll(async () => {
  process.env.UPLOAD_DIR = previous.dir;
  await rm(dir, { recursive: true, force: true });
});

/** A distinct image of about `size` bytes. */
const image = (size = 200) => Buffer.concat([TINY_PNG, Buffer.from(randomUUID()), Buffer.alloc(Math.max(0, size - TINY_PNG.length - 36))]);

async function upload(user: SessionUser, bytes = image()) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'gambar.png');
  const res = await ctx.api.call<{ url: string; code?: string; message?: string }>(postHandler, { method: 'POST', rawBody: form, user });
  return { ...res, file: res.body.url?.split('/').pop() ?? '' };
}
const remove = (user: SessionUser | null, file: string) => ctx.api.call<{ code?: string; message?: string }>(fileHandler, { method: 'DELETE', params: { file }, user });
const onDisk = (file: string) => stat(path.join(dir, file)).then(() => true, () => false);
const ownersOf = async (file: string) =>
  (await ctx.db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.fileName, file))).map((r) => r.ownerId).sort((a, b) => a - b);

describe('upload owners', () => {
  it('records who uploaded what: name, size, type and kind', async () => {
    const bytes = image(300);
    const { status, file } = await upload(cast.requester, bytes);
    expect(status).toBe(201);
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.fileName, file));
    expect(row).toMatchObject({ ownerId: cast.requester.id, originalName: 'gambar.png', size: bytes.length, mime: 'image/png', kind: 'image' });
  });
});

describe('DELETE /api/uploads/{file}', () => {
  it('lets the owner delete an unreferenced file: row and file are gone, then 404', async () => {
    const { file } = await upload(cast.requester);
    expect((await remove(cast.requester, file)).status).toBe(204);
    expect(await onDisk(file)).toBe(false);
    expect(await ownersOf(file)).toEqual([]);
    expect((await ctx.api.call(fileHandler, { method: 'GET', params: { file } })).status).toBe(404);
    expect((await remove(cast.requester, file)).status).toBe(404);
  });

  it("refuses someone else's file to users and agents (403), lets an admin delete it", async () => {
    const { file } = await upload(cast.requester);
    for (const other of [cast.stranger, cast.agent]) {
      const res = await remove(other, file);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/berkas unggahan Anda sendiri/);
    }
    expect(await onDisk(file)).toBe(true);
    expect((await remove(cast.admin, file)).status).toBe(204);
    expect(await onDisk(file)).toBe(false);
    expect((await remove(null, file)).status).toBe(401);
  });

  it('answers 409 while a ticket, comment, private message or announcement shows the file', async () => {
    const places: ((url: string) => Promise<unknown>)[] = [
      (url) => insertTicket(ctx.db, { requester: cast.requester, description: `Lihat ![bukti](${url})` }),
      async (url) => insertComment(ctx.db, await insertTicket(ctx.db, { requester: cast.requester }), cast.requester, `![x](${url})`),
      (url) => ctx.db.insert(privateMessages).values({ senderId: cast.requester.id, receiverId: cast.agent.id, subject: 'Bukti', contentMarkdown: `![x](${url})`, contentHtml: '' }),
      (url) => ctx.db.insert(announcements).values({ title: 'Info', contentMarkdown: `![x](${url})`, contentHtml: '', isActive: true, createdBy: cast.admin.id }),
    ];
    for (const place of places) {
      const { file, body } = await upload(cast.requester);
      await place(body.url);
      for (const who of [cast.requester, cast.admin]) {
        const res = await remove(who, file);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'UPLOAD_IN_USE', message: expect.stringMatching(/masih dipakai/) });
      }
      expect(await onDisk(file)).toBe(true);
    }
  });

  it('keeps a file two people uploaded until the last owner deletes it', async () => {
    const bytes = image();
    const { file } = await upload(cast.requester, bytes);
    await upload(cast.stranger, bytes);
    expect(await ownersOf(file)).toEqual([cast.requester.id, cast.stranger.id].sort((a, b) => a - b));
    expect((await remove(cast.requester, file)).status).toBe(204);
    expect(await onDisk(file)).toBe(true);
    expect(await ownersOf(file)).toEqual([cast.stranger.id]);
    expect((await remove(cast.stranger, file)).status).toBe(204);
    expect(await onDisk(file)).toBe(false);
  });

  it('serves a file with no recorded owner (seeded, older) and lets only admins delete it', async () => {
    const file = `${'c'.repeat(64)}.png`;
    await writeFile(path.join(dir, file), TINY_PNG);
    expect((await ctx.api.call(fileHandler, { method: 'GET', params: { file } })).status).toBe(200);
    expect((await remove(cast.requester, file)).status).toBe(403);
    expect((await remove(cast.admin, file)).status).toBe(204);
    expect(await onDisk(file)).toBe(false);
  });

  it.each(['../../package.json', 'x.png', `${'d'.repeat(64)}.png`])('answers 404 for %s', async (file) => {
    expect((await remove(cast.admin, file)).status).toBe(404);
  });
});

describe('per-user storage cap (UPLOAD_QUOTA_MB)', () => {
  it('answers 413 in Indonesian over the cap; a file one already owns costs nothing; deleting frees room', async () => {
    const owner = cast.agent2;
    process.env.UPLOAD_QUOTA_MB = String(1000 / (1024 * 1024));
    const first = await upload(owner, image(600));
    expect(first.status).toBe(201);
    const refused = await upload(owner, image(600));
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED', message: expect.stringMatching(/Ruang unggahan Anda sudah penuh/) });
    expect((await upload(owner, await readFile(path.join(dir, first.file)))).status).toBe(201);
    // Someone else's room is their own.
    expect((await upload(cast.admin2, image(600))).status).toBe(201);
    expect((await remove(owner, first.file)).status).toBe(204);
    expect((await upload(owner, image(600))).status).toBe(201);
  });

  it('counts parallel uploads of one person one after the other', async () => {
    process.env.UPLOAD_QUOTA_MB = String(1000 / (1024 * 1024));
    const results = await Promise.all([1, 2, 3].map(() => upload(cast.stranger, image(600))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 413, 413]);
  });
});
