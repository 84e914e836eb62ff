import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import listRoute from '@/pages/api/web/publikasi-casn/index';
import detailRoute from '@/pages/api/web/publikasi-casn/[id]/index';
import attachmentRoute from '@/pages/api/web/publikasi-casn/[id]/lampiran';
import scoresRoute from '@/pages/api/web/nilai-casn';
import { casnText } from '@/locales/id/casn';
import { errors } from '@/locales/id/errors';
import { MemoryReadStore, setSiasnReadStore } from '@/server/gateways/siasn/read-store';
import type { Paginated } from '@/utils/schemas/common';
import type { CasnPublication, CasnPublicationRow, CasnScores } from '@/utils/schemas/casn';
import { createCasn } from '../../sandboxes/agency/casn.mjs';
import { useApiContext } from '../helpers/api-context';
import { applyAgencySandbox, useAgencySandbox } from '../helpers/agency-sandbox';
import { createUser } from '../helpers/fixtures';

// The CASN pages' API over a started agency sandbox (docs/public-finance.md section 4).
const ctx = useApiContext();
const agency = useAgencySandbox();
const vendor = createCasn();

type Failure = { code?: string; message?: string };
const get = <T>(handler: Parameters<typeof ctx.api.call>[0], path: string, id?: number | string) =>
  ctx.api.call<T & Failure>(handler, { path, ...(id === undefined ? {} : { params: { id: String(id) } }) });
const list = (query = '') => get<Paginated<CasnPublicationRow>>(listRoute, `/web/publikasi-casn${query}`);
const detail = (id: number | string) => get<CasnPublication>(detailRoute, `/web/publikasi-casn/${id}`, id);
const scores = () => get<CasnScores>(scoresRoute, '/web/nilai-casn');

beforeEach(() => setSiasnReadStore(new MemoryReadStore()));
afterEach(() => {
  agency.sandbox.resetFaults();
  Object.assign(process.env, agency.sandbox.env, { AGENCY_CACHE_SECONDS: '0' });
  delete process.env.AGENCY_TIMEOUT_MS;
});

describe('publications', () => {
  it('lists a page of the vendor publications, newest first, with the total, to a visitor', async () => {
    const res = await list('?page=2&limit=4');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: vendor.page(2, 4).data, total: vendor.page(1, 1).count, page: 2, limit: 4 });
    const dates = (await list('?limit=100')).body.data.map((p) => p.tanggal);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.length).toBeGreaterThanOrEqual(8);
  });

  it('refuses a malformed page with 400', async () => {
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?limit=1000')).status).toBe(400);
  });

  it('answers a publication with its HTML sanitized (no script, no event handler) and the attachment link', async () => {
    const [first] = vendor.page(1, 1).data;
    const res = await detail(first.id);
    expect(res.status).toBe(200);
    expect(vendor.find(String(first.id))?.isi_html).toMatch(/<script|onerror/);
    expect(res.body.isi_html).not.toMatch(/<script|onerror|onclick|alert\(/i);
    expect(res.body.isi_html).toContain('<p>');
    expect(res.body).toMatchObject({ id: first.id, judul: first.judul, tanggal: first.tanggal, lampiran: { mime: 'application/pdf', url: `/helpdesk/api/web/publikasi-casn/${first.id}/lampiran` } });
  });

  it('answers 404 in Indonesian for an unknown publication, 400 for a malformed id', async () => {
    expect(await detail(999_999)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: casnText.notFound } });
    expect((await detail('abc')).status).toBe(400);
  });

  it('streams the attachment: a valid PDF, its type and a download name', async () => {
    const withFile = vendor.page(1, 100).data.find((p) => vendor.attachment(String(p.id)))!;
    const res = await ctx.api.call<Buffer>(attachmentRoute, { path: `/web/publikasi-casn/${withFile.id}/lampiran`, params: { id: String(withFile.id) }, bytes: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${vendor.attachment(String(withFile.id))!.nama}"`);
    expect(Buffer.compare(res.body, vendor.attachment(String(withFile.id))!.bytes)).toBe(0);
    expect((await PDFDocument.load(res.body)).getPageCount()).toBe(1);
  });

  it('answers 404 for the attachment of a publication without one', async () => {
    const without = vendor.page(1, 100).data.find((p) => !vendor.attachment(String(p.id)))!;
    const res = await ctx.api.call<Failure>(attachmentRoute, { path: '/', params: { id: String(without.id) } });
    expect(res).toMatchObject({ status: 404, body: { message: casnText.noAttachment } });
  });
});

describe('scores', () => {
  it('answers every announcement with its columns and rows: exam numbers and names, no NIP', async () => {
    const user = await createUser(ctx.db);
    const res = await ctx.api.call<CasnScores>(scoresRoute, { user });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(vendor.scores());
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    for (const tab of res.body.data) expect(tab.baris.length).toBeGreaterThanOrEqual(30);
    expect(JSON.stringify(res.body)).not.toMatch(/\d{18}/);
  });
});

describe('cache and failures', () => {
  it('keeps the reads for AGENCY_CACHE_SECONDS', async () => {
    process.env.AGENCY_CACHE_SECONDS = '300';
    await scores();
    await detail(vendor.page(1, 1).data[0].id);
    const before = agency.sandbox.stats().calls;
    await scores();
    await detail(vendor.page(1, 1).data[0].id);
    expect(agency.sandbox.stats().calls).toBe(before);
  });

  it.each([500, 503])('the vendor answering %i is 502 CASN_ERROR in Indonesian', async (status) => {
    agency.sandbox.setFaults({ status, pathPrefix: '/vendor/casn' });
    expect(await scores()).toMatchObject({ status: 502, body: { code: 'CASN_ERROR', message: errors.CASN_ERROR } });
    expect(await list()).toMatchObject({ status: 502, body: { code: 'CASN_ERROR' } });
  });

  it('a cut body is 502 CASN_ERROR, a slow answer 504 CASN_TIMEOUT', async () => {
    agency.sandbox.setFaults({ body: 'malformed', times: 1 });
    expect((await detail(vendor.page(1, 1).data[0].id)).body.code).toBe('CASN_ERROR');
    process.env.AGENCY_TIMEOUT_MS = '300';
    agency.sandbox.setFaults({ latencyMs: 1_500 });
    expect(await scores()).toMatchObject({ status: 504, body: { code: 'CASN_TIMEOUT', message: errors.CASN_TIMEOUT } });
  });

  it('a gateway that is not there is 502 CASN_ERROR', async () => {
    const gone = await applyAgencySandbox();
    await gone.sandbox.close();
    try {
      expect(await scores()).toMatchObject({ status: 502, body: { code: 'CASN_ERROR', message: errors.CASN_ERROR } });
    } finally {
      await gone.restore();
    }
  });
});
