import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/dashboard/tickets';
import type { TicketDashboard } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { insertTicket } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let agent: SessionUser;
let user: SessionUser;

const DAY = 86_400_000;
const jakartaDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(date);
/** 00:30 in Jakarta today: still "yesterday" in UTC, so it tests the time zone of the grouping. */
const earlyToday = () => new Date(`${jakartaDate(new Date())}T00:30:00+07:00`);

beforeAll(async () => {
  agent = await createUser(ctx.db, { role: 'agent' });
  user = await createUser(ctx.db);
  await insertTicket(ctx.db, { requester: user, createdAt: earlyToday() });
  await insertTicket(ctx.db, { requester: user, status: 'SELESAI', createdAt: new Date(Date.now() - 2 * DAY) });
  await insertTicket(ctx.db, { requester: user, status: 'SELESAI', createdAt: new Date(Date.now() - 2 * DAY) });
  await insertTicket(ctx.db, { requester: user, status: 'DITOLAK', createdAt: new Date(Date.now() - 40 * DAY) });
});

const get = (qs: string, who: SessionUser | null = agent) => ctx.api.call<TicketDashboard & { fields: { path: string }[] }>(handler, { path: `/dashboard/tickets${qs}`, user: who });

describe('GET /api/dashboard/tickets', () => {
  it('counts every status (zero included) and the total', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(res.body.by_status).toEqual([
      { code: 'DIAJUKAN', name: 'Diajukan', color: 'warning', total: 1 },
      { code: 'DIKERJAKAN', name: 'Dikerjakan', color: 'processing', total: 0 },
      { code: 'SELESAI', name: 'Selesai', color: 'success', total: 2 },
      { code: 'DITOLAK', name: 'Ditolak', color: '#000000', total: 1 },
    ]);
    expect(res.body.total).toBe(4);
  });

  it('counts tickets per Jakarta day over the last 30 days by default, zero-filled', async () => {
    const res = await get('');
    expect(res.body.per_day).toHaveLength(30);
    expect(res.body.per_day.at(-1)).toEqual({ date: jakartaDate(new Date()), total: 1 });
    expect(res.body.per_day[0].date).toBe(jakartaDate(new Date(Date.now() - 29 * DAY)));
    expect(res.body.per_day.find((d) => d.date === jakartaDate(new Date(Date.now() - 2 * DAY)))?.total).toBe(2);
    expect(res.body.per_day.reduce((sum, d) => sum + d.total, 0)).toBe(3);
    expect(res.body.per_day.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.date))).toBe(true);
  });

  it('honours days', async () => {
    const res = await get('?days=7');
    expect(res.body.per_day).toHaveLength(7);
    expect((await get('?days=60')).body.per_day.reduce((sum, d) => sum + d.total, 0)).toBe(4);
  });

  it('refuses users (403) and anonymous callers (401); 400 for bad days', async () => {
    expect((await get('', user)).status).toBe(403);
    expect((await get('', null)).status).toBe(401);
    for (const qs of ['?days=0', '?days=1000', '?days=abc']) {
      const res = await get(qs);
      expect(res.status).toBe(400);
      expect(res.body.fields[0].path).toBe('days');
    }
  });
});
