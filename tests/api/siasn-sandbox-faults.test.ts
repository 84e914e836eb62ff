import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { startSiasnSandbox, type SiasnFaults, type SiasnSandbox } from '../../sandboxes/siasn/server.mjs';
import { TODAY } from '../helpers/siasn-province';
import { NIP, call, ssoRequest, tokensOf, wso2Request } from '../helpers/siasn-sandbox-http';

// The SIASN sandbox's faults (in-process and through /__control), bad requests and determinism.
const person = generateProvince({ today: TODAY }).findByNip(NIP)!;

let sandbox: SiasnSandbox;
let headers: Record<string, string>;

const api = (path: string, init: RequestInit = {}, target = sandbox, auth = headers) => call(`${target.env.SIASN_API_BASE}${path}`, { ...init, headers: { ...auth, ...(init.headers as object) } });
const ref = (path: string, target = sandbox, auth = headers) => call(`${target.env.SIASN_REF_API_BASE}${path}`, { headers: { Authorization: auth.Authorization } });
const control = (method: string, path: string, body?: unknown) => call(`${sandbox.url}/__control/${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });

beforeAll(async () => {
  sandbox = await startSiasnSandbox({ port: 0, today: TODAY });
  headers = await tokensOf(sandbox);
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.resetFaults());

describe('faults', () => {
  const path = `/pns/rw-golongan/${NIP}`;
  // Each fault through the in-process API and through the HTTP control route.
  const ways: [string, (faults: SiasnFaults) => Promise<void>][] = [
    ['setFaults', async (faults) => sandbox.setFaults(faults)],
    ['POST /__control/faults', async (faults) => {
      expect((await control('POST', 'faults', faults)).status).toBe(200);
    }],
  ];

  describe.each(ways)('via %s', (_, set) => {
    it('latency delays the answer', async () => {
      await set({ latencyMs: 300 });
      const started = Date.now();
      expect((await api(path)).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    });

    it('status answers that status', async () => {
      await set({ status: 503 });
      expect(await api(path)).toMatchObject({ status: 503, json: { code: '503', message: 'Service Unavailable' } });
    });

    it('malformed is truncated JSON sent as JSON', async () => {
      await set({ body: 'malformed' });
      const answer = await api(path);
      expect(answer).toMatchObject({ status: 200, type: 'application/json', json: undefined });
      expect(answer.text.startsWith('{')).toBe(true);
    });

    it('html is an HTML error page', async () => {
      await set({ body: 'html', status: 502 });
      expect(await api(path)).toMatchObject({ status: 502, type: expect.stringContaining('text/html'), text: expect.stringContaining('<html>') });
    });

    it('runtime-error, invalid-credentials and invalid-jwt are the WSO2 and SSO refusals', async () => {
      await set({ body: 'runtime-error' });
      expect(await api(path)).toMatchObject({ status: 500, json: { code: '101503', message: 'Runtime Error', description: expect.any(String) } });
      await set({ body: 'invalid-credentials' });
      expect(await api(path)).toMatchObject({ status: 401, json: { code: '900901', message: 'Invalid Credentials' } });
      await set({ body: 'invalid-jwt' });
      expect(await api(path)).toMatchObject({ status: 401, json: { message: 'invalid or expired jwt' } });
    });

    it('reset destroys the socket; the server answers the next call', async () => {
      await set({ reset: true, times: 1 });
      await expect(fetch(`${sandbox.env.SIASN_API_BASE}${path}`, { headers })).rejects.toThrow();
      expect((await api(path)).status).toBe(200);
    });

    it('times limits the fault to that many calls', async () => {
      await set({ status: 500, times: 2 });
      expect((await api(path)).status).toBe(500);
      expect((await api(path)).status).toBe(500);
      expect((await api(path)).status).toBe(200);
    });

    it('pathPrefix limits the fault to matching paths; token endpoints only when it names them', async () => {
      await set({ status: 500, pathPrefix: '/pns/rw-golongan' });
      expect((await api(path)).status).toBe(500);
      expect((await api(`/pns/rw-jabatan/${NIP}`)).status).toBe(200);
      expect((await ssoRequest(sandbox)).status).toBe(200);
      await set({ status: 500 });
      expect((await ssoRequest(sandbox)).status).toBe(200);
      expect((await ref('/agama/search')).status).toBe(500);
      await set({ status: 503, pathPrefix: '/oauth2' });
      expect((await wso2Request(sandbox, sandbox.env.SIASN_WSO2_CLIENT_ID, sandbox.env.SIASN_WSO2_CLIENT_SECRET)).status).toBe(503);
      expect((await ssoRequest(sandbox)).status).toBe(200);
      expect((await api(path)).status).toBe(200);
    });
  });

  it('the control route shows, clears and refuses faults, and gives the counters', async () => {
    expect((await control('POST', 'faults', { status: 502, times: 3 })).json).toEqual({ faults: { status: 502, times: 3 } });
    expect((await control('GET', 'faults')).json).toEqual({ faults: { status: 502, times: 3, remaining: 3 } });
    expect((await control('DELETE', 'faults')).status).toBe(200);
    expect((await api(path)).status).toBe(200);
    for (const bad of [{ status: 'x' }, { body: 'garbage' }, { latencyMs: -1 }, { times: 0, status: 500 }, { pathPrefix: 'pns', status: 500 }, { surprise: 1 }, {}, [1]]) {
      expect((await control('POST', 'faults', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(`${sandbox.url}/__control/faults`, { method: 'POST', body: '{not json' })).status).toBe(400);
    expect(() => sandbox.setFaults({ body: 'nope' as never })).toThrow(TypeError);
    expect((await control('PUT', 'faults')).status).toBe(405);
    const stats = (await control('GET', 'stats')).json;
    expect(stats).toEqual(sandbox.stats());
    expect(stats).toMatchObject({ wso2Issued: expect.any(Number), ssoIssued: expect.any(Number), calls: expect.any(Number), unauthorized: expect.any(Number) });
  });

  it('survives bad requests: an oversized token body, odd paths and queries', async () => {
    const huge = await call(sandbox.env.SIASN_SSO_TOKEN_URL, { method: 'POST', body: 'x'.repeat(100_000) }).catch(() => ({ status: 0 }));
    expect([413, 0]).toContain(huge.status);
    for (const odd of ['/%', '//x', '/pns/data-utama/%00', `/referensi/ref-unor?limit=-1&offset=abc`, '/pns/photo/', '/pns/', '/']) {
      expect((await api(odd)).status, odd).toBeLessThan(500);
    }
    expect((await api(`/pns/data-utama/${NIP}`)).status).toBe(200);
  });
});

describe('determinism', () => {
  it('two sandboxes with the same seed and day answer the same bodies; another seed differs', async () => {
    const [twin, other] = await Promise.all([startSiasnSandbox({ port: 0, today: TODAY }), startSiasnSandbox({ port: 0, today: TODAY, seed: 'another-seed' })]);
    try {
      const [twinAuth, otherAuth] = await Promise.all([tokensOf(twin), tokensOf(other)]);
      const paths = [`/pns/data-utama/${NIP}`, `/pns/rw-jabatan/${NIP}`, `/pns/data-pasangan/${NIP}`, '/imut/simpeg/usulan/list?limit=100&offset=200',
        '/pengadaan/list-pengadaan-instansi?tahun=2010&limit=20', '/referensi/ref-unor?limit=50', `/pns/photo/${person.pnsId}`];
      for (const p of paths) expect((await api(p, {}, twin, twinAuth)).text, p).toBe((await api(p)).text);
      expect((await ref('/jabatan-fungsional/search', twin, twinAuth)).text).toBe((await ref('/jabatan-fungsional/search')).text);
      expect((await api(`/pns/data-utama/${NIP}`, {}, other, otherAuth)).text).not.toBe((await api(`/pns/data-utama/${NIP}`)).text);
    } finally {
      await Promise.all([twin.close(), other.close()]);
    }
  });
});
