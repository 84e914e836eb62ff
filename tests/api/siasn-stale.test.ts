import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import anySection from '@/pages/api/siasn/ws/admin/[nip]/[section]';
import ipAsn from '@/pages/api/siasn/[id]/ip-asn';
import { currentYear } from '@/utils/format/current-year';
import type { IpAsnAnswer } from '@/utils/schemas/ip-asn';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { DEMO_NIP, userWithNip, statedPurposes } from '../helpers/personnel-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

// What a person sees when SIASN fails: the last copy with its age, or a clear 502/504.
const ctx = useApiContext();
const siasn = useSiasnSandbox();

interface Body {
  data: unknown;
  fetchedAt: string;
  stale: boolean;
  code?: string;
  message?: string;
}

let agent: SessionUser;
let pns: SessionUser;
const saved = { ...process.env };

beforeAll(async () => {
  agent = await userWithNip(ctx.db, 'agent', DEMO_NIP.agent);
  await statedPurposes(ctx.db, [agent]);
  pns = await userWithNip(ctx.db, 'user', DEMO_NIP.user);
});

afterEach(() => {
  siasn.sandbox.resetFaults();
  process.env.SIASN_CACHE_SECONDS = saved.SIASN_CACHE_SECONDS;
  process.env.SIASN_TIMEOUT_MS = saved.SIASN_TIMEOUT_MS;
});

const read = (nip: string, section: string) =>
  ctx.api.call<Body>(anySection, { path: `/siasn/ws/admin/${nip}/${section}`, params: { nip, section }, user: agent });

describe('SIASN down', () => {
  it('serves the last copy with its age and stale: true, once the fresh window is over', async () => {
    const first = await read(DEMO_NIP.user2, 'jabatan');
    expect(first.body.stale).toBe(false);
    process.env.SIASN_CACHE_SECONDS = '0';
    siasn.sandbox.setFaults({ status: 503 });
    const stale = await read(DEMO_NIP.user2, 'jabatan');
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ stale: true, fetchedAt: first.body.fetchedAt, data: first.body.data });
  });

  it('answers 502 SIASN_ERROR with an Indonesian message when there is no copy', async () => {
    process.env.SIASN_CACHE_SECONDS = '0';
    siasn.sandbox.setFaults({ status: 500, pathPrefix: '/pns/rw-hukdis' });
    const res = await read(DEMO_NIP.admin, 'hukuman-disiplin');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'SIASN_ERROR', message: expect.stringContaining('SIASN') });
  });

  it('answers 502 for a malformed body and 504 SIASN_TIMEOUT when SIASN is too slow', async () => {
    siasn.sandbox.setFaults({ body: 'malformed', pathPrefix: '/pns/rw-cltn' });
    expect((await read(DEMO_NIP.admin, 'cltn')).status).toBe(502);
    siasn.sandbox.resetFaults();
    process.env.SIASN_TIMEOUT_MS = '300';
    siasn.sandbox.setFaults({ latencyMs: 1_500, pathPrefix: '/pns/rw-masakerja' });
    const slow = await read(DEMO_NIP.admin, 'pmk');
    expect(slow.status).toBe(504);
    expect(slow.body.code).toBe('SIASN_TIMEOUT');
  });
});

describe('GET /api/siasn/{id}/ip-asn', () => {
  const score = (id: string, user: SessionUser, query = '') => ctx.api.call<IpAsnAnswer>(ipAsn, { path: `/siasn/${id}/ip-asn${query}`, params: { id }, user });

  it('answers the current score in the year of its created_at; with SIASN down, the last copy with its age, kept as it was', async () => {
    const first = await score(DEMO_NIP.user, pns);
    expect(first.status).toBe(200);
    const { current } = first.body;
    expect(current).toMatchObject({ scoredAt: expect.any(String), stale: false, data: { subtotal: expect.any(String), created_at: expect.any(String) } });
    expect(current.tahun).toBe(currentYear(new Date(current.scoredAt!)));
    expect(first.body.years.find((y) => y.tahun === current.tahun)).toMatchObject({ scoredAt: current.scoredAt, fetchedAt: current.fetchedAt });
    process.env.SIASN_CACHE_SECONDS = '0';
    siasn.sandbox.setFaults({ status: 503, pathPrefix: '/pns/nilaiipasn' });
    const stale = await score(DEMO_NIP.user, pns);
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ ...first.body, current: { ...current, stale: true } });
  });

  it('answers 502 SIASN_ERROR when SIASN fails and there is no copy', async () => {
    siasn.sandbox.setFaults({ status: 500, pathPrefix: '/pns/nilaiipasn' });
    const res = await score(DEMO_NIP.admin, agent);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'SIASN_ERROR', message: expect.stringContaining('SIASN') });
  });
});
