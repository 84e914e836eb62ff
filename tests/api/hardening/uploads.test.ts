import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import getHandler from '@/pages/api/uploads/[file]';
import postHandler from '@/pages/api/uploads/index';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../../helpers/fixtures';
import { useApiContext } from '../../helpers/api-context';

const ctx = useApiContext();

// What an attacker would upload to get script running on our origin (docs/security.md, uploads).
let user: SessionUser;
const GIF_HTML_POLYGLOT = Buffer.from('GIF89a/*<html><body><script>alert(document.cookie)</script></body></html>*/');

let dir: string;
const previousDir = process.env.UPLOAD_DIR;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'helpdesk-uploads-hardening-'));
  process.env.UPLOAD_DIR = dir;
  user = await createUser(ctx.db, { role: 'user' });
});
afterAll(async () => {
  process.env.UPLOAD_DIR = previousDir;
  await rm(dir, { recursive: true, force: true });
});

function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return ctx.api.call<{ url: string; type: string; name: string }>(postHandler, { method: 'POST', rawBody: form, user });
}

describe('uploads cannot become pages', () => {
  it.each([
    ['SVG with script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a.svg', 'image/svg+xml'],
    ['SVG after an XML declaration', '<?xml version="1.0"?><svg onload="alert(1)"/>', 'a.png', 'image/png'],
    ['HTML', '<html><script>alert(1)</script></html>', 'a.gif', 'image/gif'],
    ['JavaScript', 'alert(document.cookie)', 'a.js', 'text/javascript'],
  ])('refuses %s with 415, whatever the name and claimed type', async (_kind, text, name, type) => {
    expect((await upload(Buffer.from(text), name, type)).status).toBe(415);
  });

  it('serves an image/HTML polyglot as an image that browsers may not sniff, run or frame', async () => {
    const stored = await upload(GIF_HTML_POLYGLOT, '../../index.html', 'text/html');
    expect(stored.status).toBe(201);
    expect(stored.body.type).toBe('image/gif');
    // The client's name is display text only: the file on disk is named by its hash.
    expect(stored.body.name).toBe('index.html');
    expect(await readdir(dir)).toEqual([path.basename(stored.body.url)]);
    const served = await ctx.api.call<string>(getHandler, { params: { file: path.basename(stored.body.url) } });
    expect(served.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'x-content-type-options', 'content-disposition', 'cross-origin-resource-policy', 'x-frame-options'].map((h) => [h, served.headers.get(h)]))).toEqual({
      'content-type': 'image/gif',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });
});
