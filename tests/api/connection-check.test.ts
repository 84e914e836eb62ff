import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { startIdentitySandbox, type IdentitySandbox } from '../../sandboxes/identity/server.mjs';
import connectionsRoute from '@/pages/api/admin/connections';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import { RATE_LIMITS } from '@/server/http/rate-limits';
import type { ConnectionLine, ConnectionReport } from '@/utils/schemas/connections';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { useAgencySandbox } from '../helpers/agency-sandbox';
import { useBankSandbox } from '../helpers/bank-sandbox';
import { applyEnv } from '../helpers/sandbox-lifecycle';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';
import { TODAY } from '../helpers/siasn-province';
import { useZoomSandbox } from '../helpers/zoom-sandbox';

// GET /admin/connections (check-connections): every outside system probed read-only, one line
// each; against the sandboxes all green, a faulted sandbox's line red with the exact reason.
const ctx = useApiContext();
const siasn = useSiasnSandbox({ today: TODAY });
// Generous timeouts: the first calls meet cold sandboxes on a busy machine.
const zoom = useZoomSandbox({ timeoutMs: 10_000 });
const bank = useBankSandbox({ timeoutMs: 10_000 });
useAgencySandbox();
const [person] = generateProvince({ today: TODAY }).people;

let identity: IdentitySandbox;
let dataDir: string;
let restoreEnv: () => void;
let admin: SessionUser;
let agent: SessionUser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'identity-sandbox-'));
  identity = await startIdentitySandbox({ port: 0, dataDir, env: {} });
  // oidc-provider's first answer per issuer can take seconds on a busy machine: past the portal's 5 s discovery timeout.
  await Promise.all(Object.values(identity.issuers).map((issuer) => fetch(`${issuer}/.well-known/openid-configuration`)));
  restoreEnv = applyEnv(
    {
      SIASN_PROBE_NIP: person.nip,
      SIMASTER_ISSUER: identity.issuers.simaster,
      SIMASTER_CLIENT_SECRET: 'test-secret',
      PTTPK_ISSUER: identity.issuers.pttpk,
      PTTPK_CLIENT_SECRET: 'test-secret',
      // Google as the portal runs it against the sandbox: its own discovery address (GOOGLE_WELL_KNOWN).
      GOOGLE_CLIENT_ID: 'helpdesk-google',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_WELL_KNOWN: `${identity.issuers.google}/.well-known/openid-configuration`,
    },
    ['SIASN_PROBE_NIP', 'SIMASTER_ISSUER', 'SIMASTER_CLIENT_SECRET', 'PTTPK_ISSUER', 'PTTPK_CLIENT_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_WELL_KNOWN'],
  );
  admin = await createUser(ctx.db, { role: 'admin' });
  agent = await createUser(ctx.db, { role: 'agent' });
});

afterAll(async () => {
  restoreEnv();
  await identity?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test starts below the check's own rate limit (10 runs a minute per admin).
beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()));

afterEach(() => {
  siasn.sandbox.resetFaults();
  zoom.sandbox.resetFaults();
  bank.sandbox.resetFaults();
});

const check = (as: SessionUser | null = admin) => ctx.api.call<ConnectionReport>(connectionsRoute, { path: '/admin/connections', user: as });
const lineOf = (report: ConnectionReport, service: string): ConnectionLine => {
  const line = report.lines.find((l) => l.service === service);
  if (!line) throw new Error(`no line ${service}`);
  return line;
};

describe('GET /admin/connections', () => {
  it('against the sandboxes every line is green: reachable, authenticated, the expected shape, a latency', async () => {
    const res = await check();
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l) => l.service)).toEqual([
      'siasn-token-wso2', 'siasn-token-sso', 'siasn-data-utama', 'siasn-referensi', 'agency', 'zoom', 'bank', 'identity-simaster', 'identity-pttpk', 'identity-google',
    ]);
    for (const line of res.body.lines) {
      expect(line, line.service).toMatchObject({ status: 'ok', reachable: true, authenticated: true, shapeOk: true, reason: null });
      expect(line.latencyMs).toBeGreaterThanOrEqual(0);
    }
    expect(res.body.ok).toBe(true);
  });

  it('never answers a token, a secret or a URL', async () => {
    const res = await check();
    const text = JSON.stringify(res.body);
    for (const token of siasn.sandbox.issuedTokens()) expect(text).not.toContain(token);
    for (const secret of [siasn.sandbox.env.SIASN_WSO2_CLIENT_SECRET, siasn.sandbox.env.SIASN_SSO_PASSWORD, zoom.sandbox.env.ZOOM_CLIENT_SECRET, bank.sandbox.env.BANK_API_KEY, 'test-secret']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/https?:\/\//);
  });

  it('SIASN refusing the WSO2 credentials: that token line is red with 401, and the reads it blocks say so', async () => {
    siasn.sandbox.setFaults({ status: 401, body: 'invalid-credentials', pathPrefix: '/oauth2' });
    const res = await check();
    expect(lineOf(res.body, 'siasn-token-wso2')).toMatchObject({ status: 'failed', reachable: true, authenticated: false, reason: { code: 'UNAUTHORIZED', detail: '401 token WSO2' } });
    expect(lineOf(res.body, 'siasn-token-sso').status).toBe('ok');
    expect(lineOf(res.body, 'siasn-data-utama')).toMatchObject({ status: 'failed', reason: { code: 'BLOCKED', detail: 'token WSO2' } });
    expect(lineOf(res.body, 'siasn-referensi')).toMatchObject({ status: 'failed', reason: { code: 'BLOCKED', detail: 'token WSO2' } });
    expect(res.body.ok).toBe(false);
  });

  it('SIASN answering 503 to reads: the read lines are red with the status, the tokens green', async () => {
    siasn.sandbox.setFaults({ status: 503 });
    const res = await check();
    expect(lineOf(res.body, 'siasn-token-wso2').status).toBe('ok');
    expect(lineOf(res.body, 'siasn-data-utama')).toMatchObject({ status: 'failed', reachable: true, reason: { code: 'HTTP', detail: '503' } });
    expect(lineOf(res.body, 'siasn-referensi')).toMatchObject({ status: 'failed', reason: { code: 'HTTP', detail: '503' } });
  });

  it('SIASN answering a cut body: the line says the answer is not the expected shape', async () => {
    siasn.sandbox.setFaults({ body: 'malformed', pathPrefix: '/pns/data-utama' });
    const res = await check();
    expect(lineOf(res.body, 'siasn-data-utama')).toMatchObject({ status: 'failed', shapeOk: false, reason: { code: 'NOT_JSON' } });
  });

  it('Zoom refusing the token (its shared token expired too): red with 401 on the Zoom token', async () => {
    await fetch(`${zoom.sandbox.url}/__control/tokens/expire`, { method: 'POST' });
    zoom.sandbox.setFaults({ status: 401, pathPrefix: '/oauth' });
    const res = await check();
    expect(lineOf(res.body, 'zoom')).toMatchObject({ status: 'failed', reachable: true, authenticated: false, reason: { code: 'UNAUTHORIZED', detail: '401 token Zoom' } });
  });

  it('the bank down: red with the network error; the bank slow: red with the timeout', async () => {
    bank.sandbox.setFaults({ reset: true });
    expect(lineOf((await check()).body, 'bank')).toMatchObject({ status: 'failed', reachable: false, reason: { code: 'NETWORK', detail: 'UND_ERR_SOCKET' } });
    bank.sandbox.setFaults({ latencyMs: 1_000 });
    const restore = applyEnv({ BANK_TIMEOUT_MS: '300' });
    try {
      expect(lineOf((await check()).body, 'bank')).toMatchObject({ status: 'failed', reachable: false, reason: { code: 'TIMEOUT', detail: '300 ms' } });
    } finally {
      restore();
    }
  });

  it('an identity provider without a discovery document: red with 404', async () => {
    const restore = applyEnv({ PTTPK_ISSUER: `${identity.url}/tidak-ada` });
    try {
      const res = await check();
      expect(lineOf(res.body, 'identity-pttpk')).toMatchObject({ status: 'failed', reachable: true, reason: { code: 'NOT_FOUND', detail: '404' } });
      expect(lineOf(res.body, 'identity-simaster').status).toBe('ok');
    } finally {
      restore();
    }
  });

  it('an unknown host: red with the DNS failure', async () => {
    const restore = applyEnv({ BANK_API_BASE: 'http://tidak-ada.invalid/api' });
    try {
      expect(lineOf((await check()).body, 'bank')).toMatchObject({ status: 'failed', reachable: false, reason: { code: 'DNS' } });
    } finally {
      restore();
    }
  });

  it('an unset test NIP: the data utama line is not configured, and the check still passes', async () => {
    const restore = applyEnv({ SIASN_PROBE_NIP: '' });
    try {
      const res = await check();
      expect(lineOf(res.body, 'siasn-data-utama')).toMatchObject({ status: 'not-configured', reason: { code: 'NOT_CONFIGURED', detail: 'SIASN_PROBE_NIP' } });
      expect(res.body.ok).toBe(true);
    } finally {
      restore();
    }
  });

  it('answers 429 past its rate limit: each run calls every outside system', async () => {
    for (let i = 0; i < RATE_LIMITS['connection-check'].limit; i += 1) expect((await check()).status).toBe(200);
    const refused = await check();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('refuses agents (403) and signed-out callers (401), and writes nothing at SIASN', async () => {
    expect((await check(agent)).status).toBe(403);
    expect((await check(null)).status).toBe(401);
    await check();
    expect(siasn.sandbox.stats().writes).toBe(0);
  });
});
