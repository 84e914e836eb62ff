import { beforeAll, describe, expect, it } from 'vitest';
import logsRoute from '@/pages/api/layanan-keuangan/logs';
import { bankCalls } from '@/server/db/schema';
import type { BankCallLogRow } from '@/utils/schemas/bank';
import type { LogPage } from '@/utils/schemas/siasn-logs';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';

// GET /layanan-keuangan/logs (view-bank-logs): bank_calls newest first, the NIP the only personal datum.
const ctx = useApiContext();
const NIP = '199001012020121001';

let admin: SessionUser;
let agent: SessionUser;
let user: SessionUser;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 3, minute));

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  agent = await createUser(ctx.db, { role: 'agent' });
  user = await createUser(ctx.db, { role: 'user' });
  await ctx.db.insert(bankCalls).values([
    { at: at(1), method: 'GET', path: '/products', status: 200, outcome: 'ok', durationMs: 20, userId: user.id },
    { at: at(2), method: 'POST', path: '/simulations', status: 422, outcome: 'rejected', durationMs: 15, userId: user.id, loanType: 'KPR', errorCode: 'TENOR_TOO_LONG' },
    { at: at(3), method: 'POST', path: '/applications', status: 201, outcome: 'ok', durationMs: 40, userId: user.id, nip: NIP, loanType: 'KMG' },
    { at: at(4), method: 'GET', path: '/applications/BJ-2026-000001', status: null, outcome: 'timeout', durationMs: 10_000, userId: null, nip: NIP, errorCode: 'BANK_TIMEOUT' },
    { at: at(5), method: 'POST', path: '/simulations', status: 401, outcome: 'unauthorized', durationMs: 9, userId: admin.id, loanType: 'KKB', errorCode: 'HTTP_401' },
  ]);
});

const logs = (qs = '', as: SessionUser | null = admin) => ctx.api.call<LogPage<BankCallLogRow>>(logsRoute, { path: `/layanan-keuangan/logs${qs}`, user: as });
const pathsOf = (page: LogPage<BankCallLogRow>) => page.rows.map((r) => r.path);

describe('GET /layanan-keuangan/logs', () => {
  it('lists every call newest first, with the NIP and never a name or username, 20 a page by default', async () => {
    const res = await logs();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, limit: 20 });
    expect(res.body.rows.map((r) => r.at)).toEqual([5, 4, 3, 2, 1].map((m) => at(m).toISOString()));
    const [refused, timeout, filed] = res.body.rows;
    expect(refused).toMatchObject({ method: 'POST', status: 401, outcome: 'unauthorized', loan_type: 'KKB', error_code: 'HTTP_401' });
    expect(timeout).toMatchObject({ status: null, outcome: 'timeout', duration_ms: 10_000, nip: NIP });
    expect(filed).toMatchObject({ nip: NIP, loan_type: 'KMG' });
    // The issue: no personal data beyond the NIP (the calls were made for `user` and `admin`).
    const text = JSON.stringify(res.body);
    for (const who of [user, admin]) {
      expect(text).not.toContain(who.username);
      if (who.name) expect(text).not.toContain(who.name);
    }
    expect(res.body.rows.every((r) => !('user' in r))).toBe(true);
  });

  it('filters by outcome and pages with page and limit', async () => {
    expect(pathsOf((await logs('?outcome=ok')).body)).toEqual(['/applications', '/products']);
    expect((await logs('?outcome=rejected')).body).toMatchObject({ total: 1, rows: [{ error_code: 'TENOR_TOO_LONG' }] });
    expect((await logs('?outcome=error')).body).toMatchObject({ total: 0, rows: [] });
    const second = await logs('?limit=2&page=2');
    expect(second.body).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(pathsOf(second.body)).toEqual(['/applications', '/simulations']);
  });

  it('refuses an unknown outcome or a page out of range with 400', async () => {
    expect((await logs('?outcome=sukses')).status).toBe(400);
    expect((await logs('?limit=101')).status).toBe(400);
    expect((await logs('?page=0')).status).toBe(400);
  });

  it('is for admins only (view-bank-logs)', async () => {
    expect((await logs('', agent)).status).toBe(403);
    expect((await logs('', user)).status).toBe(403);
    expect((await logs('', null)).status).toBe(401);
  });
});
