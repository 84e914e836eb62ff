import { beforeAll, describe, expect, it } from 'vitest';
import type { NextApiHandler } from 'next';
import writesRoute from '@/pages/api/logs/siasn-writes';
import monthlyRoute from '@/pages/api/logs/siasn-writes/monthly';
import callsRoute from '@/pages/api/logs/siasn-calls';
import tokenRoute from '@/pages/api/siasn/ws/token';
import { siasnCalls, siasnWrites, type NewSiasnWrite } from '@/server/db/schema';
import type { LogPage, SiasnCallLogRow, SiasnWriteLogRow } from '@/utils/schemas/siasn-logs';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';

const ctx = useApiContext();

const NIP_A = '199001012020121001';
const NIP_B = '198502022010012002';

let admin: SessionUser;
let agent: SessionUser;
let user: SessionUser;

// Instants on both sides of Asia/Jakarta (UTC+7) month boundaries: 17:00 UTC is midnight in WIB.
const AT = {
  dec2025: '2025-12-31T16:59:59.000Z', // 31 Dec 2025 23:59:59 WIB
  jan2026: '2025-12-31T17:00:00.000Z', // 1 Jan 2026 00:00 WIB
  lastOfFeb: '2026-02-28T16:59:59.999Z', // 28 Feb 23:59:59.999 WIB
  firstOfMar: '2026-02-28T17:00:00.000Z', // 1 Mar 00:00 WIB
  lastOfMar: '2026-03-31T16:59:59.000Z', // 31 Mar 23:59:59 WIB
  firstOfApr: '2026-03-31T17:00:00.000Z', // 1 Apr 00:00 WIB
} as const;

const write = (at: string, values: Partial<NewSiasnWrite>): NewSiasnWrite => ({
  at: new Date(at),
  userId: admin.id,
  nip: NIP_A,
  type: 'riwayat',
  service: 'jabatan',
  action: 'create',
  request: { nomorSk: '800/1/2026' },
  outcome: 'ok',
  gatewayMessage: 'Data berhasil disimpan',
  durationMs: 120,
  ...values,
});

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  agent = await createUser(ctx.db, { role: 'agent' });
  user = await createUser(ctx.db, { role: 'user' });
  await ctx.db.insert(siasnWrites).values([
    write(AT.dec2025, { service: 'kursus', type: 'dokumen', action: 'upload', request: { file: { name: 'a.pdf', size: 10, type: 'application/pdf' } } }),
    write(AT.jan2026, { nip: NIP_B, userId: user.id, type: 'biodata', service: 'biodata', action: 'update', outcome: 'rejected', gatewayMessage: 'Format email tidak valid' }),
    write(AT.lastOfFeb, { action: 'update' }),
    write(AT.firstOfMar, { nip: NIP_B, type: 'usulan', service: 'perbaikan-nama', action: 'submit', outcome: 'timeout', gatewayMessage: null, userId: null }),
    write(AT.lastOfMar, {}),
    write(AT.firstOfApr, { action: 'delete', outcome: 'error', gatewayMessage: null }),
  ]);
  await ctx.db.insert(siasnCalls).values([
    { at: new Date(AT.lastOfFeb), method: 'GET', path: '/pns/data-utama/x', status: 200, outcome: 'ok', durationMs: 30, userId: admin.id },
    { at: new Date(AT.firstOfMar), method: 'POST', path: '/jabatan/save', status: 200, outcome: 'ok', durationMs: 80, userId: user.id },
    { at: new Date(AT.lastOfMar), method: 'GET', path: '/pns/rw-jabatan/x', status: null, outcome: 'timeout', durationMs: 5000, userId: null, errorCode: 'SIASN_TIMEOUT' },
    { at: new Date(AT.firstOfApr), method: 'GET', path: '/pns/rw-golongan/x', status: 401, outcome: 'unauthorized', durationMs: 12, userId: admin.id },
  ]);
});

const get = <T>(handler: NextApiHandler, path: string, as: SessionUser | null = admin) => ctx.api.call<T>(handler, { path, user: as });
const writes = (qs = '') => get<LogPage<SiasnWriteLogRow>>(writesRoute, `/logs/siasn-writes${qs}`);
const calls = (qs = '') => get<LogPage<SiasnCallLogRow>>(callsRoute, `/logs/siasn-calls${qs}`);
const atsOf = (page: LogPage<{ at: string }>) => page.rows.map((r) => r.at);

describe('GET /logs/siasn-writes', () => {
  it('lists every write newest first with the acting user, 20 a page by default', async () => {
    const res = await writes();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 6, page: 1, limit: 20 });
    expect(atsOf(res.body)).toEqual([AT.firstOfApr, AT.lastOfMar, AT.firstOfMar, AT.lastOfFeb, AT.jan2026, AT.dec2025]);
    const [, , proposal, , biodata, upload] = res.body.rows;
    expect(biodata).toMatchObject({ nip: NIP_B, type: 'biodata', outcome: 'rejected', gateway_message: 'Format email tidak valid', user: { id: user.id, username: user.username } });
    expect(biodata.user?.name).toBeTruthy();
    expect(proposal.user).toBeNull();
    expect(upload.request).toEqual({ file: { name: 'a.pdf', size: 10, type: 'application/pdf' } });
  });

  it('filters by type, service, nip and action', async () => {
    expect(atsOf((await writes('?type=usulan')).body)).toEqual([AT.firstOfMar]);
    expect(atsOf((await writes('?service=jabatan')).body)).toEqual([AT.firstOfApr, AT.lastOfMar, AT.lastOfFeb]);
    expect((await writes(`?nip=${NIP_B}`)).body).toMatchObject({ total: 2 });
    expect(atsOf((await writes('?action=update')).body)).toEqual([AT.lastOfFeb, AT.jan2026]);
    const combined = await writes(`?service=jabatan&nip=${NIP_A}&action=create`);
    expect(atsOf(combined.body)).toEqual([AT.lastOfMar]);
    expect((await writes('?service=sertifikasi')).body).toMatchObject({ rows: [], total: 0 });
  });

  it('reads a month in Asia/Jakarta time: 17:00 UTC is already the next month', async () => {
    expect(atsOf((await writes('?month=2026-02')).body)).toEqual([AT.lastOfFeb]);
    expect(atsOf((await writes('?month=2026-03')).body)).toEqual([AT.lastOfMar, AT.firstOfMar]);
    expect(atsOf((await writes('?month=2026-04')).body)).toEqual([AT.firstOfApr]);
    expect(atsOf((await writes('?month=2026-01')).body)).toEqual([AT.jan2026]);
    expect(atsOf((await writes('?month=2025-12')).body)).toEqual([AT.dec2025]);
  });

  it('pages with page and limit, the total over all pages', async () => {
    const second = await writes('?limit=4&page=2');
    expect(second.body).toMatchObject({ total: 6, page: 2, limit: 4 });
    expect(atsOf(second.body)).toEqual([AT.jan2026, AT.dec2025]);
    expect((await writes('?limit=4&page=3')).body).toMatchObject({ rows: [], total: 6 });
  });
});

describe('GET /logs/siasn-writes/monthly', () => {
  it('counts writes per month (Asia/Jakarta) and service for the year', async () => {
    const res = await get<{ year: number; months: { month: string; service: string; count: number }[] }>(monthlyRoute, '/logs/siasn-writes/monthly?year=2026');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      year: 2026,
      months: [
        { month: '2026-01', service: 'biodata', count: 1 },
        { month: '2026-02', service: 'jabatan', count: 1 },
        { month: '2026-03', service: 'jabatan', count: 1 },
        { month: '2026-03', service: 'perbaikan-nama', count: 1 },
        { month: '2026-04', service: 'jabatan', count: 1 },
      ],
    });
    const previous = await get<{ months: unknown[] }>(monthlyRoute, '/logs/siasn-writes/monthly?year=2025');
    expect(previous.body.months).toEqual([{ month: '2025-12', service: 'kursus', count: 1 }]);
  });

  it('defaults to the current year in Asia/Jakarta', async () => {
    const res = await get<{ year: number }>(monthlyRoute, '/logs/siasn-writes/monthly');
    expect(res.status).toBe(200);
    expect(res.body.year).toBe(new Date(Date.now() + 7 * 3600 * 1000).getUTCFullYear());
  });
});

describe('GET /logs/siasn-calls', () => {
  it('lists the gateway calls newest first with the user, filtered by outcome, method and month', async () => {
    const all = await calls();
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 4, page: 1, limit: 20 });
    expect(atsOf(all.body)).toEqual([AT.firstOfApr, AT.lastOfMar, AT.firstOfMar, AT.lastOfFeb]);
    expect(all.body.rows[1]).toMatchObject({ outcome: 'timeout', status: null, error_code: 'SIASN_TIMEOUT', user: null });
    expect(all.body.rows[2].user).toMatchObject({ id: user.id, username: user.username });

    expect(atsOf((await calls('?outcome=ok')).body)).toEqual([AT.firstOfMar, AT.lastOfFeb]);
    expect(atsOf((await calls('?method=POST')).body)).toEqual([AT.firstOfMar]);
    expect((await calls('?outcome=rejected')).body).toMatchObject({ rows: [], total: 0 });
    expect(atsOf((await calls('?month=2026-03')).body)).toEqual([AT.lastOfMar, AT.firstOfMar]);
    expect(atsOf((await calls('?month=2026-02&method=GET')).body)).toEqual([AT.lastOfFeb]);
    const paged = await calls('?limit=3&page=2');
    expect(paged.body).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(atsOf(paged.body)).toEqual([AT.lastOfFeb]);
  });
});

const ROUTES: [string, NextApiHandler, string][] = [
  ['writes', writesRoute, '/logs/siasn-writes'],
  ['monthly', monthlyRoute, '/logs/siasn-writes/monthly'],
  ['calls', callsRoute, '/logs/siasn-calls'],
  ['token', tokenRoute, '/siasn/ws/token'],
];

describe('who may read the logs', () => {
  it.each(ROUTES)('%s: 403 for an agent and a user, 401 without a session', async (_name, handler, path) => {
    for (const as of [agent, user]) {
      const res = await get<{ code: string }>(handler, path, as);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await get(handler, path, null)).status).toBe(401);
  });

  it.each(ROUTES.slice(0, 3))('%s: 405 for a write method', async (_name, handler, path) => {
    expect((await ctx.api.call(handler, { path, method: 'POST', user: admin, body: {} })).status).toBe(405);
  });
});

describe('bad filters answer 400 with { code, message }', () => {
  it.each([
    ['/logs/siasn-writes?month=2026-13', writesRoute],
    ['/logs/siasn-writes?month=2026-1', writesRoute],
    ['/logs/siasn-writes?month=Maret', writesRoute],
    ['/logs/siasn-writes?nip=12345', writesRoute],
    ['/logs/siasn-writes?nip=19900101202012100A', writesRoute],
    ['/logs/siasn-writes?page=0', writesRoute],
    ['/logs/siasn-writes?limit=101', writesRoute],
    ['/logs/siasn-writes?type=gaji', writesRoute],
    ['/logs/siasn-writes?action=read', writesRoute],
    ['/logs/siasn-writes?service=DROP%20TABLE', writesRoute],
    ['/logs/siasn-writes/monthly?year=dua-ribu', monthlyRoute],
    ['/logs/siasn-writes/monthly?year=1999', monthlyRoute],
    ['/logs/siasn-calls?outcome=meh', callsRoute],
    ['/logs/siasn-calls?method=TRACE', callsRoute],
    ['/logs/siasn-calls?month=2026-00', callsRoute],
    ['/logs/siasn-calls?page=0', callsRoute],
  ] as const)('%s', async (path, handler) => {
    const res = await get<{ code: string; message: string }>(handler, path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(res.body.message.length).toBeGreaterThan(0);
  });
});
