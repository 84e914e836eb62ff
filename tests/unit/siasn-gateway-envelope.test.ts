import { describe, expect, it } from 'vitest';
import { missingFor, type SiasnConfig } from '@/server/gateways/siasn/config';
import { judgeJson, judgeWrite } from '@/server/gateways/siasn/envelope';
import { usableMs } from '@/server/gateways/siasn/tokens';

// The protocol's answers the sandbox does not send (siasn-protocol.md 1.3 and 2), read directly.
const answer = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});

describe('SIASN envelopes', () => {
  it('found: code 1 with data, null data (kinerja periodik) and a count sent as text', () => {
    expect(judgeJson(answer(200, { code: 1, data: [{ id: 'a' }], count: '12' }), 'siasn')).toEqual({ kind: 'found', data: [{ id: 'a' }], count: 12 });
    expect(judgeJson(answer(200, { code: 1, data: null }), 'siasn')).toEqual({ kind: 'found', data: null, count: undefined });
  });

  it('not found: "Data tidak ditemukan" in a 404 or a 200, any 404 with code 0, and "record not found"', () => {
    expect(judgeJson(answer(404, { code: 0, data: 'Data tidak ditemukan' }), 'siasn').kind).toBe('not-found');
    expect(judgeJson(answer(200, { code: 0, data: 'Data tidak ditemukan' }), 'siasn').kind).toBe('not-found');
    expect(judgeJson(answer(404, { code: '0', data: 'tidak ada' }), 'siasn').kind).toBe('not-found');
    expect(judgeJson(answer(400, { code: 0, data: 'record not found' }), 'siasn').kind).toBe('not-found');
  });

  it('the gateway\'s 404 fault for a path no resource takes is a failure (UNKNOWN_RESOURCE), never not found, for reads and writes', () => {
    const fault = { code: '404', type: 'Status report', message: 'Not Found', description: 'The requested resource is not available.' };
    expect(judgeJson(answer(404, fault), 'siasn')).toEqual({ kind: 'failed', reason: 'UNKNOWN_RESOURCE' });
    expect(judgeJson(answer(404, fault), 'ref')).toEqual({ kind: 'failed', reason: 'UNKNOWN_RESOURCE' });
    expect(judgeWrite(answer(404, fault))).toEqual({ kind: 'failed', reason: 'UNKNOWN_RESOURCE' });
    // SIASN's own envelope on the same status stays not found.
    expect(judgeJson(answer(404, { code: 0, data: 'Data tidak ditemukan' }), 'siasn').kind).toBe('not-found');
  });

  it('refresh signals: 401, invalid jwt, Invalid Credentials, Token SSO mismatch, Runtime Error', () => {
    const signal = (status: number, body: unknown) => judgeJson(answer(status, body), 'siasn');
    expect(signal(401, 'Unauthorized')).toEqual({ kind: 'auth', signal: 'http-401' });
    expect(signal(401, { message: 'invalid or expired jwt' })).toEqual({ kind: 'auth', signal: 'invalid-jwt' });
    expect(signal(401, { code: '900901', message: 'Invalid Credentials', description: 'Make sure ...' })).toEqual({ kind: 'auth', signal: 'invalid-credentials' });
    expect(signal(200, { code: 0, data: 'Token SSO mismatch' })).toEqual({ kind: 'auth', signal: 'sso-mismatch' });
    expect(signal(500, { message: 'Runtime Error', description: 'Backend failure' })).toEqual({ kind: 'auth', signal: 'runtime-error' });
  });

  it('a suspended endpoint is a failure, never a refresh', () => {
    const body = { code: '303001', message: 'Runtime Error', description: 'Endpoint ... is in SUSPENDED state' };
    expect(judgeJson(answer(503, body), 'siasn')).toEqual({ kind: 'failed', reason: 'SUSPENDED' });
  });

  it('failures: 5xx, other 4xx, HTML, JSON outside the envelope, code 0 with other data', () => {
    expect(judgeJson(answer(500, { code: 1, data: [] }), 'siasn')).toEqual({ kind: 'failed', reason: 'HTTP_500' });
    expect(judgeJson(answer(429, { code: '900800', message: 'Message throttled out' }), 'siasn')).toEqual({ kind: 'failed', reason: 'HTTP_429' });
    expect(judgeJson(answer(200, '<html><body>Gateway</body></html>'), 'siasn')).toEqual({ kind: 'failed', reason: 'NOT_JSON' });
    expect(judgeJson(answer(200, { success: true, data: [] }), 'siasn')).toEqual({ kind: 'failed', reason: 'INVALID_ENVELOPE' });
    expect(judgeJson(answer(200, { code: 0, data: 'Gagal' }), 'siasn')).toEqual({ kind: 'failed', reason: 'INVALID_ENVELOPE' });
  });

  it('the reference API: {results} or a bare array', () => {
    expect(judgeJson(answer(200, { results: [{ id: '1' }] }), 'ref')).toEqual({ kind: 'found', data: [{ id: '1' }] });
    expect(judgeJson(answer(200, [{ id: '1' }]), 'ref')).toEqual({ kind: 'found', data: [{ id: '1' }] });
    expect(judgeJson(answer(200, [{ id: '1' }]), 'siasn').kind).toBe('failed');
  });
});

describe('SIASN tokens and settings', () => {
  it('tokens are used until 60 s before expiry; short-lived ones for half their life', () => {
    expect(usableMs(3600)).toBe(3_540_000);
    expect(usableMs(43200)).toBe(43_140_000);
    expect(usableMs(120)).toBe(60_000);
    expect(usableMs(2)).toBe(1_000);
  });

  it('names the variables a call needs that are missing (never their values)', () => {
    const config = { SIASN_API_BASE: 'http://localhost:4020/apisiasn/1.0', SIASN_WSO2_CLIENT_ID: 'id' } as SiasnConfig;
    expect(missingFor(config, 'ref')).toEqual(['SIASN_REF_API_BASE', 'SIASN_WSO2_TOKEN_URL', 'SIASN_WSO2_CLIENT_SECRET']);
    expect(missingFor(config, 'siasn')).toContain('SIASN_SSO_PASSWORD');
  });
});
