import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import anySection from '@/pages/api/siasn/ws/admin/[nip]/[section]';
import ipAsn from '@/pages/api/siasn/[id]/ip-asn';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { DEMO_NIP, userWithNip } from '../helpers/personnel-fixtures';
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
  const score = (id: string, user: SessionUser, query = '') =>
    ctx.api.call<Body & { tahun: number; nip: string }>(ipAsn, { path: `/siasn/${id}/ip-asn${query}`, params: { id }, user });

  it("answers the current year's score by default, another year on request", async () => {
    const res = await score(DEMO_NIP.user, pns);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nip: DEMO_NIP.user, tahun: new Date().getFullYear() });
    const lastYear = await score(DEMO_NIP.user, pns, `?tahun=${new Date().getFullYear() - 1}`);
    expect(lastYear.body).toMatchObject({ tahun: new Date().getFullYear() - 1, data: { kualifikasi: expect.any(String), subtotal: expect.any(String) } });
  });

  it("keeps users to their own NIP and checks the year", async () => {
    expect((await score(DEMO_NIP.user2, pns)).status).toBe(403);
    expect((await score(DEMO_NIP.user2, agent)).status).toBe(200);
    expect((await score('123', agent)).status).toBe(400);
    expect((await score(DEMO_NIP.user, pns, '?tahun=20x5')).status).toBe(400);
  });
});
