import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import getHandler from '@/pages/api/uploads/[file]';
import postHandler from '@/pages/api/uploads/index';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { TINY_PNG } from '../helpers/tiny-png';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

// The file system, and the database for the owner rows (docs/security.md, Uploads).
let user: SessionUser;

const PNG = Buffer.concat([TINY_PNG, Buffer.from('test-image-bytes')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF jpeg')]);
const GIF = Buffer.from('GIF89a gif bytes');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

let dir: string;
const previousDir = process.env.UPLOAD_DIR;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'helpdesk-uploads-'));
  process.env.UPLOAD_DIR = dir;
  user = await createUser(ctx.db, { role: 'user' });
});
afterAll(async () => {
  process.env.UPLOAD_DIR = previousDir;
  await rm(dir, { recursive: true, force: true });
});

interface Uploaded { url: string; name: string; size: number; type: string; code?: string; message?: string }

function form(files: { bytes: Buffer; name: string; type?: string; field?: string }[]): FormData {
  const data = new FormData();
  for (const f of files) data.append(f.field ?? 'file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  return data;
}
const upload = (files: Parameters<typeof form>[0], who: SessionUser | null = user) =>
  ctx.api.call<Uploaded>(postHandler, { method: 'POST', rawBody: form(files), user: who });
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('POST /api/uploads', () => {
  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['GIF', GIF, 'gif', 'image/gif'],
    ['WEBP', WEBP, 'webp', 'image/webp'],
  ])('stores a %s under its content hash', async (_kind, bytes, ext, type) => {
    const res = await upload([{ bytes, name: `berkas.${ext}` }]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ url: `/helpdesk/api/uploads/${sha(bytes)}.${ext}`, name: `berkas.${ext}`, size: bytes.length, type });
    expect(await readFile(path.join(dir, `${sha(bytes)}.${ext}`))).toEqual(bytes);
  });

  it("detects the type from the content, not the client's name or type", async () => {
    const res = await upload([{ bytes: PNG, name: 'laporan.html', type: 'text/html' }]);
    expect(res.body).toMatchObject({ type: 'image/png', url: expect.stringMatching(/\.png$/), name: 'laporan.html' });
  });

  it.each([
    ['SVG (even named .png)', SVG, 'gambar.png', 'image/png'],
    ['HTML', HTML, 'index.html', 'text/html'],
    ['plain text', Buffer.from('halo'), 'catatan.txt', 'text/plain'],
    ['an empty file', Buffer.alloc(0), 'kosong.png', 'image/png'],
    ['a PDF (no upload kind takes it yet)', PDF, 'surat.pdf', 'application/pdf'],
  ])('refuses %s with 415', async (_kind, bytes, name, type) => {
    const res = await upload([{ bytes, name, type }]);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ message: 'Jenis berkas tidak didukung' });
  });

  it('accepts exactly 5 MB and refuses one byte more with 413', async () => {
    const max = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect((await upload([{ bytes: max, name: 'pas.png' }])).status).toBe(201);
    const over = await upload([{ bytes: Buffer.concat([max, Buffer.from([0])]), name: 'lebih.png' }]);
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('Berkas terlalu besar (maks. 5 MB)');
  });

  it('refuses a body far over the limit from its Content-Length alone', async () => {
    const res = await upload([{ bytes: Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]), name: 'besar.png' }]);
    expect(res.status).toBe(413);
  });

  it('keeps the original name for display only, sanitized', async () => {
    const res = await upload([{ bytes: GIF, name: '../../etc/<script>alert(1)</script>.gif' }]);
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('script_.gif');
    expect(res.body.url).toBe(`/helpdesk/api/uploads/${sha(GIF)}.gif`);
    const files = await readdir(dir);
    expect(files.every((f) => /^[a-f0-9]{64}\.(png|jpg|gif|webp|pdf)$/.test(f))).toBe(true);
  });

  it('stores the same content once, also under parallel uploads', async () => {
    const bytes = Buffer.concat([PNG, Buffer.from('parallel')]);
    const results = await Promise.all([1, 2, 3, 4].map((i) => upload([{ bytes, name: `salinan-${i}.png` }])));
    expect(new Set(results.map((r) => r.body.url)).size).toBe(1);
    expect((await readdir(dir)).filter((f) => f.startsWith(sha(bytes)))).toHaveLength(1);
  });

  it.each([
    ['two files', () => form([{ bytes: PNG, name: 'a.png' }, { bytes: GIF, name: 'b.gif' }])],
    ['no field named file', () => form([{ bytes: PNG, name: 'a.png', field: 'gambar' }])],
    ['no file at all', () => new FormData()],
  ])('answers 400 for %s', async (_name, body) => {
    const res = await ctx.api.call<Uploaded>(postHandler, { method: 'POST', rawBody: body(), user });
    expect(res.status).toBe(400);
  });

  it('answers 400 for a JSON body, 401 anonymous, 405 for PUT', async () => {
    expect((await ctx.api.call(postHandler, { method: 'POST', body: { file: 'x' }, user })).status).toBe(400);
    expect((await upload([{ bytes: PNG, name: 'a.png' }], null)).status).toBe(401);
    expect((await ctx.api.call(postHandler, { method: 'PUT', user })).status).toBe(405);
  });
});

describe('GET /api/uploads/{file}', () => {
  const get = (file: string) => ctx.api.call<string>(getHandler, { params: { file } });

  it('serves an image inline with its type, nosniff and a long cache, to anyone', async () => {
    const { body } = await upload([{ bytes: JPEG, name: 'foto.jpg' }]);
    const file = body.url.split('/').pop() ?? '';
    const res = await get(file);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe(String(JPEG.length));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('serves a PDF stored before uploads had kinds as an attachment, byte for byte', async () => {
    const file = `${sha(PDF)}.pdf`;
    await writeFile(path.join(dir, file), PDF);
    const res = await get(file);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
    expect(res.body).toBe(PDF.toString('utf8'));
  });

  it.each([
    ['a missing file', `${'b'.repeat(64)}.png`],
    ['a path outside the folder', '../../package.json'],
    ['an encoded traversal', '..%2F..%2Fpackage.json'],
    ['an uppercase hash', `${'A'.repeat(64)}.png`],
    ['a short name', 'abc.png'],
    ['an extension not allowed', `${'b'.repeat(64)}.svg`],
    ['a temporary file name', `.${'b'.repeat(64)}.png.tmp`],
  ])('answers 404 for %s', async (_name, file) => {
    expect((await get(file)).status).toBe(404);
  });
});
