import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/errors';
import { createZoomMeeting, deleteZoomMeeting, getZoomMeeting, listZoomMeetings } from '@/server/gateways/zoom/meetings';
import { applyEnv } from '../helpers/sandbox-lifecycle';
import { useZoomSandbox } from '../helpers/zoom-sandbox';

// The Zoom gateway (server/gateways/zoom) against the real sandbox: token cache, refresh, faults.
// Tokens live 2 s here, so the gateway uses one for 1 s.
const zoom = useZoomSandbox({ tokenSeconds: 2, timeoutMs: 400 });
afterEach(() => zoom.sandbox.resetFaults());

async function failure(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('Zoom gateway: token', () => {
  it('fetches one token and reuses it until shortly before it expires', async () => {
    await sleep(1100); // whatever an earlier test left is no longer used
    const before = zoom.sandbox.stats().tokensIssued;
    await listZoomMeetings({ type: 'live' });
    await listZoomMeetings({ type: 'upcoming' });
    await Promise.all([listZoomMeetings({ type: 'scheduled' }), listZoomMeetings({ type: 'live' })]);
    expect(zoom.sandbox.stats().tokensIssued - before).toBe(1);
    await sleep(1100);
    await listZoomMeetings({ type: 'live' });
    expect(zoom.sandbox.stats().tokensIssued - before).toBe(2);
  });

  it('fetches a new token once when Zoom refuses the held one (401), and the call succeeds', async () => {
    await listZoomMeetings({ type: 'live' });
    const before = zoom.sandbox.stats();
    zoom.sandbox.expireTokens();
    const page = await listZoomMeetings({ type: 'live' });
    expect(page.meetings.length).toBeGreaterThan(0);
    const after = zoom.sandbox.stats();
    expect(after.unauthorized - before.unauthorized).toBe(1);
    expect(after.tokensIssued - before.tokensIssued).toBe(1);
  });

  it('is ZOOM_ERROR (502) when the token endpoint fails, and when the ZOOM_* settings are missing', async () => {
    await sleep(1100);
    zoom.sandbox.setFaults({ status: 500, pathPrefix: '/oauth/token', times: 1 });
    expect(await failure(listZoomMeetings({ type: 'live' }))).toMatchObject({ code: 'ZOOM_ERROR', status: 502 });
    const restore = applyEnv({ ZOOM_CLIENT_SECRET: '' });
    try {
      expect(await failure(listZoomMeetings({ type: 'live' }))).toMatchObject({ code: 'ZOOM_ERROR', status: 502 });
    } finally {
      restore();
    }
  });
});

describe('Zoom gateway: meetings', () => {
  it('creates, reads and deletes a meeting with Zoom field names; an unknown one is 404', async () => {
    const made = await createZoomMeeting({ topic: 'Uji gateway', type: 2, start_time: '2026-12-01T02:00:00Z', duration: 45, timezone: 'Asia/Jakarta' });
    expect(made).toMatchObject({ topic: 'Uji gateway', type: 2, start_time: '2026-12-01T02:00:00Z', duration: 45, join_url: expect.stringContaining(`/j/${made.id}`) });
    expect((await getZoomMeeting(String(made.id))).uuid).toBe(made.uuid);
    await deleteZoomMeeting(String(made.id));
    expect(await failure(getZoomMeeting(String(made.id)))).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await failure(deleteZoomMeeting(String(made.id)))).toMatchObject({ status: 404 });
  });

  it.each([
    ['a 500', { status: 500 }],
    ['cut JSON', { body: 'malformed' as const }],
    ['an HTML page', { body: 'html' as const, status: 502 }],
    ['a reset connection', { reset: true }],
  ])('answers %s with ZOOM_ERROR (502)', async (_name, fault) => {
    zoom.sandbox.setFaults({ ...fault, pathPrefix: '/v2/', times: 2 });
    expect(await failure(listZoomMeetings({ type: 'live' }))).toMatchObject({ code: 'ZOOM_ERROR', status: 502 });
  });

  it('answers ZOOM_TIMEOUT (504) past ZOOM_TIMEOUT_MS', async () => {
    zoom.sandbox.setFaults({ latencyMs: 1000, pathPrefix: '/v2/', times: 1 });
    const error = await failure(listZoomMeetings({ type: 'live' }));
    expect(error).toMatchObject({ code: 'ZOOM_TIMEOUT', status: 504 });
    expect(error.message).toBe('Zoom terlalu lama menjawab. Coba lagi beberapa saat lagi.');
  });
});
