import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import petaJabatanRoute from '@/pages/api/siasn/ws/perencanaan/peta-jabatan';
import { errors } from '@/locales/id/errors';
import { petaJabatanText } from '@/locales/id/peta-jabatan';
import { MemoryReadStore, setSiasnReadStore } from '@/server/gateways/siasn/read-store';
import type { PetaJabatan } from '@/utils/schemas/peta-jabatan';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { applyAgencySandbox, useAgencySandbox } from '../helpers/agency-sandbox';
import { demoUsers } from '../helpers/personnel-fixtures';
import { TODAY } from '../helpers/siasn-province';

// GET /siasn/ws/perencanaan/peta-jabatan over a started agency sandbox (docs/personnel-admin.md 6).
const ctx = useApiContext();
const agency = useAgencySandbox({ today: TODAY });
const units = generateProvince({ today: TODAY }).refUnor();
const bkd = units.find((u) => u.CepatKode === 'BKD')!;
const subbagian = units.find((u) => u.CepatKode === 'BKD.01.02')!;

type Body = PetaJabatan & { code?: string; message?: string };

let admin: SessionUser;
let agent: SessionUser;

beforeAll(async () => {
  ({ admin, agent } = await demoUsers(ctx.db));
});

// The route keeps a map ten minutes: every case starts with an empty cache.
beforeEach(() => setSiasnReadStore(new MemoryReadStore()));
afterEach(() => {
  agency.sandbox.resetFaults();
  Object.assign(process.env, agency.sandbox.env);
  delete process.env.AGENCY_TIMEOUT_MS;
});

const map = (unorId: string | null, user: SessionUser | null = admin) =>
  ctx.api.call<Body>(petaJabatanRoute, { path: `/siasn/ws/perencanaan/peta-jabatan${unorId === null ? '' : `?unorId=${encodeURIComponent(unorId)}`}`, user });
const fromAgency = async (query: string) =>
  ((await (await fetch(`${agency.sandbox.url}/perencanaan/peta-jabatan${query}`, { headers: { 'X-Api-Key': agency.sandbox.env.AGENCY_API_KEY } })).json()) as { data: unknown }).data;

describe('job map route: data', () => {
  it("answers the province's top units without a unit, each with whether it has units below", async () => {
    const res = await map(null);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.unor.nama).toBe('Pemerintah Provinsi Jawa Timur');
    expect(res.body.children).toHaveLength(units.filter((u) => u.DiatasanId === null).length);
    expect(res.body.children).toContainEqual({ id: bkd.Id, nama: bkd.NamaUnor, hasChildren: true });
    expect(Date.parse(res.body.fetchedAt)).not.toBeNaN();
  });

  it("answers a unit's positions and child units as the agency gives them, with when they were fetched", async () => {
    const res = await map(subbagian.Id);
    expect(res.status).toBe(200);
    const { fetchedAt, ...rest } = res.body;
    expect(rest).toEqual(await fromAgency(`?unor_id=${subbagian.Id}`));
    expect(res.body.jabatan.length).toBeGreaterThan(1);
    expect(Math.abs(Date.now() - Date.parse(fetchedAt))).toBeLessThan(60_000);
    expect((await map(bkd.Id)).body.children.map((c) => c.nama)).toContain('Sekretariat');
  });

  it('is for admins only (view-personnel-reports), and refuses a malformed unit id with 400', async () => {
    expect((await map(bkd.Id, agent)).status).toBe(403);
    expect((await map(bkd.Id, null)).status).toBe(401);
    expect(await map('../ref-unor')).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });

  it('answers 404 with an Indonesian message for a unit the agency does not have', async () => {
    expect(await map('0000000000000000000000000000dead')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: petaJabatanText.unitNotFound } });
  });
});

describe('job map route: cache', () => {
  it('keeps a unit for ten minutes: a second read does not ask the agency, another unit does', async () => {
    const before = agency.sandbox.stats().calls;
    const first = await map(bkd.Id);
    expect(agency.sandbox.stats().calls).toBe(before + 1);
    const again = await map(bkd.Id);
    expect(again.body).toEqual(first.body);
    expect(agency.sandbox.stats().calls).toBe(before + 1);
    await map(subbagian.Id);
    expect(agency.sandbox.stats().calls).toBe(before + 2);
  });

  it('keeps an unknown unit too, and serves no copy of another unit while the agency is down', async () => {
    const before = agency.sandbox.stats().calls;
    await map('0000000000000000000000000000dead');
    expect((await map('0000000000000000000000000000dead')).status).toBe(404);
    expect(agency.sandbox.stats().calls).toBe(before + 1);
    agency.sandbox.setFaults({ status: 503 });
    expect((await map(bkd.Id)).status).toBe(502);
  });
});

describe('job map route: the agency failing', () => {
  it.each([500, 503])('an HTTP %i is 502 AGENCY_ERROR', async (status) => {
    agency.sandbox.setFaults({ status, pathPrefix: '/perencanaan' });
    expect(await map(bkd.Id)).toMatchObject({ status: 502, body: { code: 'AGENCY_ERROR', message: errors.AGENCY_ERROR } });
  });

  it('a malformed body is 502 AGENCY_ERROR, a slow answer 504 AGENCY_TIMEOUT', async () => {
    agency.sandbox.setFaults({ body: 'malformed', times: 1 });
    expect((await map(bkd.Id)).body.code).toBe('AGENCY_ERROR');
    process.env.AGENCY_TIMEOUT_MS = '300';
    agency.sandbox.setFaults({ latencyMs: 1_500 });
    expect(await map(subbagian.Id)).toMatchObject({ status: 504, body: { code: 'AGENCY_TIMEOUT' } });
  });

  it('a gateway that is not there (connection refused) is 502 AGENCY_ERROR', async () => {
    const gone = await applyAgencySandbox({ today: TODAY });
    await gone.sandbox.close();
    try {
      expect(await map(bkd.Id)).toMatchObject({ status: 502, body: { code: 'AGENCY_ERROR' } });
    } finally {
      await gone.restore();
    }
  });
});
