import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createCasn, HOSTILE_HTML, minimalPdf } from '../../sandboxes/agency/casn.mjs';
import { useAgencySandbox } from '../helpers/agency-sandbox';

// The agency sandbox's CASN vendor routes (docs/agency-gateway.md, "CASN vendor service"), over HTTP.
const agency = useAgencySandbox();

const get = (path: string, init: RequestInit & { key?: string | null } = {}) => {
  const { key = agency.sandbox.env.AGENCY_API_KEY, ...rest } = init;
  return fetch(`${agency.sandbox.url}${path}`, { ...rest, headers: key === null ? {} : { 'X-Api-Key': key } });
};
const json = async (path: string) => {
  const res = await get(path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('agency sandbox: CASN publications', () => {
  it('pages 8 to 12 publications, newest first, with their total', async () => {
    const all = (await json('/vendor/casn/publikasi?limit=100')).body as { data: { id: number; tanggal: string }[]; count: number };
    expect(all.count).toBe(all.data.length);
    expect(all.count).toBeGreaterThanOrEqual(8);
    expect(all.count).toBeLessThanOrEqual(12);
    expect(all.data.map((p) => p.tanggal)).toEqual(all.data.map((p) => p.tanggal).sort().reverse());
    const second = (await json('/vendor/casn/publikasi?page=2&limit=3')).body as { data: { id: number }[] };
    expect(second.data.map((p) => p.id)).toEqual(all.data.slice(3, 6).map((p) => p.id));
    for (const query of ['page=0', 'limit=0', 'limit=101', 'page=x']) expect((await get(`/vendor/casn/publikasi?${query}`)).status).toBe(400);
  });

  it('answers a publication with untrusted HTML (a script and an onerror) and its attachment metadata', async () => {
    const { status, body } = await json('/vendor/casn/publikasi/1001');
    expect(status).toBe(200);
    const data = body.data as { isi_html: string; lampiran: { nama: string; ukuran: number; mime: string } };
    expect(data.isi_html).toContain(HOSTILE_HTML);
    expect(data.lampiran).toEqual({ nama: expect.stringMatching(/\.pdf$/), ukuran: expect.any(Number), mime: 'application/pdf' });
    expect(await json('/vendor/casn/publikasi/42')).toEqual({ status: 404, body: { data: null, message: 'Data tidak ditemukan' } });
  });

  it('serves the attachment as a valid PDF of the announced size, 404 where there is none', async () => {
    const meta = ((await json('/vendor/casn/publikasi/1001')).body.data as { lampiran: { ukuran: number; nama: string } }).lampiran;
    const res = await get('/vendor/casn/publikasi/1001/lampiran');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${meta.nama}"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(meta.ukuran);
    expect((await PDFDocument.load(bytes, { throwOnInvalidObject: true })).getPageCount()).toBe(1);
    const without = createCasn().page(1, 100).data.find((p) => !createCasn().attachment(String(p.id)))!;
    expect((await get(`/vendor/casn/publikasi/${without.id}/lampiran`)).status).toBe(404);
  });

  it('builds a PDF whose cross-reference offsets are exact', () => {
    const text = minimalPdf(['Satu (dua)', 'Tiga']).toString('latin1');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
    expect(Number(/startxref\n(\d+)/.exec(text)![1])).toBe(text.indexOf('xref\n'));
  });
});

describe('agency sandbox: CASN scores', () => {
  it('answers 3 or 4 announcements of 30 to 80 rows keyed by their columns, with no NIP', async () => {
    const { status, body } = await json('/vendor/casn/nilai');
    expect(status).toBe(200);
    const data = body.data as { jenis: string; kolom: { key: string }[]; baris: Record<string, unknown>[] }[];
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.length).toBeLessThanOrEqual(4);
    for (const tab of data) {
      expect(tab.baris.length).toBeGreaterThanOrEqual(30);
      expect(tab.baris.length).toBeLessThanOrEqual(80);
      for (const row of tab.baris) expect(Object.keys(row).sort()).toEqual(tab.kolom.map((k) => k.key).sort());
    }
    expect(JSON.stringify(data)).not.toMatch(/\d{18}|lahir/i);
  });

  it('is deterministic for a seed', () => {
    expect(createCasn({ seed: 'x' }).scores()).toEqual(createCasn({ seed: 'x' }).scores());
    expect(createCasn({ seed: 'x' }).scores()).not.toEqual(createCasn({ seed: 'y' }).scores());
  });

  it('keeps the gateway rules: 401 without the key, 405 for another method, 404 for an unknown path', async () => {
    expect((await get('/vendor/casn/nilai', { key: null })).status).toBe(401);
    const post = await get('/vendor/casn/nilai', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect(await json('/vendor/casn/lain')).toEqual({ status: 404, body: { data: null, message: 'Data tidak ditemukan' } });
  });
});
