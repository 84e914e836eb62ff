import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startZoomSandbox, type ZoomSandbox } from '../../sandboxes/zoom/server.mjs';

// The Zoom sandbox's own protocol (docs/community.md section 5), spoken to over HTTP.
let zoom: ZoomSandbox;
const NOW = Date.parse('2026-05-04T03:00:00Z'); // a Monday, 10:00 in Jakarta
beforeAll(async () => {
  zoom = await startZoomSandbox({ port: 0, tokenSeconds: 60, now: () => NOW });
});
afterAll(() => zoom.close());
afterEach(() => zoom.resetFaults());

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
async function token(account = zoom.env.ZOOM_ACCOUNT_ID, secret = zoom.env.ZOOM_CLIENT_SECRET) {
  const res = await fetch(`${zoom.url}/oauth/token?grant_type=account_credentials&account_id=${account}`, { method: 'POST', headers: { Authorization: basic(zoom.env.ZOOM_CLIENT_ID, secret) } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
async function api(path: string, init: { method?: string; body?: unknown; bearer?: string } = {}) {
  const bearer = init.bearer ?? ((await token()).body.access_token as string);
  const res = await fetch(`${zoom.env.ZOOM_API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${bearer}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as Record<string, unknown>) };
}

describe('Zoom sandbox: server-to-server OAuth', () => {
  it('issues a bearer token for the app credentials and the account', async () => {
    const { status, body } = await token();
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 60, scope: expect.stringContaining('meeting:write') });
    expect(body.access_token).toEqual(expect.any(String));
  });

  it('takes grant_type and account_id from a form body as Zoom\'s SDK sends them, as well as from the query string', async () => {
    const post = async (body: string, type = 'application/x-www-form-urlencoded') => {
      const res = await fetch(`${zoom.url}/oauth/token`, { method: 'POST', headers: { Authorization: basic(zoom.env.ZOOM_CLIENT_ID, zoom.env.ZOOM_CLIENT_SECRET), 'Content-Type': type }, body });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const form = (account: string, grant = 'account_credentials') => new URLSearchParams({ grant_type: grant, account_id: account }).toString();
    const issued = await post(form(zoom.env.ZOOM_ACCOUNT_ID));
    expect(issued).toMatchObject({ status: 200, body: { token_type: 'bearer', access_token: expect.any(String) } });
    expect((await api('/users/me/meetings', { bearer: issued.body.access_token as string })).status).toBe(200);
    expect(await post(form(zoom.env.ZOOM_ACCOUNT_ID, 'client_credentials'))).toEqual({ status: 400, body: { reason: 'Unsupported grant type', error: 'invalid_request' } });
    expect(await post(form('other-account'))).toEqual({ status: 400, body: { reason: 'Invalid account_id', error: 'invalid_request' } });
    // The same text in a body of another type carries no parameters.
    expect((await post(form(zoom.env.ZOOM_ACCOUNT_ID), 'text/plain')).body).toEqual({ reason: 'Unsupported grant type', error: 'invalid_request' });
  });

  it('refuses a wrong secret (401) and a wrong account (400)', async () => {
    expect(await token(undefined, 'wrong')).toEqual({ status: 401, body: { reason: 'Invalid client_id or client_secret', error: 'invalid_client' } });
    expect((await token('other-account')).status).toBe(400);
  });

  it('refuses API calls without a live token, and tokens it expired', async () => {
    expect((await api('/users/me/meetings', { bearer: 'made-up' })).body).toEqual({ code: 124, message: 'Invalid access token.' });
    const live = (await token()).body.access_token as string;
    expect((await api('/users/me/meetings', { bearer: live })).status).toBe(200);
    expect(zoom.expireTokens()).toBeGreaterThan(0);
    expect((await api('/users/me/meetings', { bearer: live })).status).toBe(401);
  });
});

describe('Zoom sandbox: meetings', () => {
  it('starts from a fixed seed: two meetings under way, scheduled ones with Zoom field names', async () => {
    const live = await api('/users/me/meetings?type=live');
    const topics = (live.body?.meetings as { topic: string }[]).map((m) => m.topic);
    expect(topics).toEqual(['Klinik Konsultasi Pensiun', 'Pendampingan Penyusunan SKP']);
    const scheduled = await api('/users/me/meetings?type=scheduled&page_size=2');
    expect(scheduled.body).toMatchObject({ page_size: 2, total_records: 5, next_page_token: expect.any(String) });
    const [first] = scheduled.body?.meetings as Record<string, unknown>[];
    expect(Object.keys(first).sort()).toEqual(['agenda', 'created_at', 'duration', 'host_id', 'id', 'join_url', 'start_time', 'timezone', 'topic', 'type', 'uuid']);
    const next = await api(`/users/me/meetings?type=scheduled&page_size=2&next_page_token=${scheduled.body?.next_page_token as string}`);
    expect((next.body?.meetings as { id: number }[]).map((m) => m.id)).not.toContain(first.id);
  });

  it('creates types 1, 2, 3 and 8 and refuses others, a scheduled one without start_time and type 8 without recurrence', async () => {
    expect((await api('/users/me/meetings', { method: 'POST', body: { topic: 'X', type: 4 } })).status).toBe(400);
    expect((await api('/users/me/meetings', { method: 'POST', body: { topic: 'X', type: 2 } })).body).toMatchObject({ code: 300 });
    expect((await api('/users/me/meetings', { method: 'POST', body: { topic: 'X', type: 8, start_time: '2026-05-05T02:00:00Z' } })).status).toBe(400);
    const made = await api('/users/me/meetings', { method: 'POST', body: { topic: 'Rapat', type: 8, start_time: '2026-05-05T02:00:00Z', duration: 30, recurrence: { type: 2, end_times: 3 } } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ topic: 'Rapat', type: 8, status: 'waiting', start_time: '2026-05-05T02:00:00Z', duration: 30, start_url: expect.any(String), password: expect.any(String) });
    expect(made.body?.occurrences).toHaveLength(3);
    for (const type of [1, 3]) expect((await api('/users/me/meetings', { method: 'POST', body: { topic: 'T', type } })).status).toBe(201);

    const id = made.body?.id as number;
    expect((await api(`/meetings/${id}`)).body).toMatchObject({ id, join_url: `${zoom.url}/j/${id}?pwd=${made.body?.encrypted_password as string}` });
    expect((await api(`/meetings/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await api(`/meetings/${id}`, { method: 'DELETE' })).toEqual({ status: 404, body: { code: 3001, message: `Meeting does not exist: ${id}.` } });
  });

  it('opens a join page for a meeting without a token', async () => {
    const live = await api('/users/me/meetings?type=live');
    const [meeting] = live.body?.meetings as { join_url: string; topic: string }[];
    const page = await fetch(meeting.join_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(meeting.topic);
  });
});

describe('Zoom sandbox: control', () => {
  it('answers a status fault for the next calls, then normally', async () => {
    const res = await fetch(`${zoom.url}/__control/faults`, { method: 'POST', body: JSON.stringify({ status: 500, times: 1, pathPrefix: '/v2/' }) });
    expect(res.status).toBe(200);
    const bearer = (await token()).body.access_token as string;
    expect((await api('/users/me/meetings', { bearer })).status).toBe(500);
    expect((await api('/users/me/meetings', { bearer })).status).toBe(200);
  });

  it('starts and ends a meeting, and counts calls and tokens', async () => {
    const upcoming = await api('/users/me/meetings?type=upcoming');
    const [meeting] = upcoming.body?.meetings as { id: number }[];
    const res = await fetch(`${zoom.url}/__control/meetings/${meeting.id}`, { method: 'POST', body: JSON.stringify({ status: 'started' }) });
    expect(((await res.json()) as { status: string }).status).toBe('started');
    expect(((await api('/users/me/meetings?type=live')).body?.meetings as { id: number }[]).map((m) => m.id)).toContain(meeting.id);
    expect(zoom.stats()).toMatchObject({ calls: expect.any(Number), tokensIssued: expect.any(Number), unauthorized: expect.any(Number) });
  });
});
