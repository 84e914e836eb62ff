import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import ownAssessment from '@/pages/api/siasn/ws/pns/assessment';
import anyAssessment from '@/pages/api/siasn/ws/admin/[nip]/assessment';
import { errors } from '@/locales/id/errors';
import type { AssessmentAnswer } from '@/utils/schemas/assessment';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { applyAgencySandbox, useAgencySandbox } from '../helpers/agency-sandbox';
import { DEMO_NIP, UNKNOWN_NIP, userWithNip, statedPurposes } from '../helpers/personnel-fixtures';
import { TODAY } from '../helpers/siasn-province';

// GET /siasn/ws/pns/assessment and /siasn/ws/admin/{nip}/assessment over a started agency sandbox.
const ctx = useApiContext();
const agency = useAgencySandbox({ today: TODAY });
const people = generateProvince({ today: TODAY }).people;

type Body = AssessmentAnswer & { code?: string; message?: string };

let pns: SessionUser;
let agent: SessionUser;
let guest: SessionUser;
let unassessed: string;

beforeAll(async () => {
  pns = await userWithNip(ctx.db, 'user', DEMO_NIP.user);
  agent = await userWithNip(ctx.db, 'agent', DEMO_NIP.agent);
  guest = await userWithNip(ctx.db, 'user', null);
  for (const person of people) {
    const res = await fetch(`${agency.sandbox.url}/assessment/potensi/${person.nip}`, { headers: { 'X-Api-Key': agency.sandbox.env.AGENCY_API_KEY } });
    if (res.status === 404) {
      unassessed = person.nip;
      break;
    }
  }
  await statedPurposes(ctx.db, [agent]);
  await statedPurposes(ctx.db, [agent], [unassessed]);
});

afterEach(() => {
  agency.sandbox.resetFaults();
  Object.assign(process.env, agency.sandbox.env);
  delete process.env.AGENCY_TIMEOUT_MS;
});

const own = (user: SessionUser | null) => ctx.api.call<Body>(ownAssessment, { path: '/siasn/ws/pns/assessment', user });
const any = (nip: string, user: SessionUser | null) => ctx.api.call<Body>(anyAssessment, { path: `/siasn/ws/admin/${nip}/assessment`, params: { nip }, user });

describe('assessment routes: found and not found', () => {
  it('answers the own potensi and kompetensi from the agency, by the session NIP', async () => {
    const res = await own(pns);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['kompetensi', 'potensi']);
    expect(res.body.potensi).toMatchObject({ nip: DEMO_NIP.user, lembaga: 'UPT Penilaian Kompetensi Pegawai BKD Jatim', skorMaksimum: 40 });
    expect(res.body.potensi?.aspek).toHaveLength(8);
    expect(res.body.kompetensi).toMatchObject({ nip: DEMO_NIP.user, kategori: expect.stringMatching(/Optimal$/) });
    expect(res.body.kompetensi?.kompetensi).toHaveLength(9);
  });

  it('answers nulls for a NIP the agency has not assessed, or does not know', async () => {
    expect(unassessed).toBeDefined();
    expect(await any(unassessed, agent)).toMatchObject({ status: 200, body: { potensi: null, kompetensi: null } });
    expect(await any(UNKNOWN_NIP, agent)).toMatchObject({ status: 200, body: { potensi: null, kompetensi: null } });
  });

  it('lets staff read any NIP and refuses the rest: 401, 403, 400 INVALID_NIP, 403 NO_NIP', async () => {
    expect((await any(DEMO_NIP.user, agent)).body.potensi?.nip).toBe(DEMO_NIP.user);
    expect((await own(null)).status).toBe(401);
    expect((await any(DEMO_NIP.agent, pns)).status).toBe(403);
    expect(await any('12345', agent)).toMatchObject({ status: 400, body: { code: 'INVALID_NIP' } });
    expect(await own(guest)).toMatchObject({ status: 403, body: { code: 'NO_NIP', message: errors.NO_NIP } });
  });
});

describe('assessment routes: the agency failing', () => {
  it('a refused API key is 502 AGENCY_ERROR (the portal is misconfigured), never the key', async () => {
    process.env.AGENCY_API_KEY = 'not-the-key';
    const res = await own(pns);
    expect(res).toMatchObject({ status: 502, body: { code: 'AGENCY_ERROR', message: errors.AGENCY_ERROR } });
    expect(JSON.stringify(res.body)).not.toContain('not-the-key');
  });

  it('an answer slower than AGENCY_TIMEOUT_MS is 504 AGENCY_TIMEOUT', async () => {
    process.env.AGENCY_TIMEOUT_MS = '300';
    agency.sandbox.setFaults({ latencyMs: 1_500 });
    const started = Date.now();
    expect(await own(pns)).toMatchObject({ status: 504, body: { code: 'AGENCY_TIMEOUT', message: errors.AGENCY_TIMEOUT } });
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it.each([500, 502, 503])('an HTTP %i is 502 AGENCY_ERROR with {code, message}', async (status) => {
    agency.sandbox.setFaults({ status, pathPrefix: '/assessment/kompetensi' });
    expect(await any(DEMO_NIP.admin, agent)).toEqual({ status: 502, body: { code: 'AGENCY_ERROR', message: errors.AGENCY_ERROR }, headers: expect.anything() });
  });

  it.each(['malformed', 'html'] as const)('a %s body is 502 AGENCY_ERROR', async (body) => {
    agency.sandbox.setFaults({ body });
    expect(await own(pns)).toMatchObject({ status: 502, body: { code: 'AGENCY_ERROR' } });
  });

  it('a gateway that is not there (connection refused) is 502 AGENCY_ERROR', async () => {
    const gone = await applyAgencySandbox({ today: TODAY });
    const base = gone.sandbox.url;
    await gone.sandbox.close();
    process.env.AGENCY_API_BASE = base;
    try {
      expect(await own(pns)).toMatchObject({ status: 502, body: { code: 'AGENCY_ERROR' } });
    } finally {
      await gone.restore();
    }
  });
});

describe('assessment routes: cache', () => {
  it('reuses an answer per NIP for AGENCY_CACHE_SECONDS: a second read does not ask the agency', async () => {
    const cached = await applyAgencySandbox({ today: TODAY, cacheSeconds: 300 });
    try {
      expect((await any(DEMO_NIP.user2, agent)).status).toBe(200);
      const calls = cached.sandbox.stats().calls;
      expect(calls).toBe(2);
      const again = await any(DEMO_NIP.user2, agent);
      expect(again.status).toBe(200);
      expect(again.body.potensi?.nip).toBe(DEMO_NIP.user2);
      expect(cached.sandbox.stats().calls).toBe(calls);
      expect((await any(DEMO_NIP.admin, agent)).status).toBe(200);
      expect(cached.sandbox.stats().calls).toBe(calls + 2);
    } finally {
      await cached.restore();
    }
  });
});
