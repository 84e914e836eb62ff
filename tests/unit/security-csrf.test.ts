import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from '@/server/http/csrf';

function request(method: string, headers: Record<string, string>, peer = '203.0.113.7'): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  const req = new IncomingMessage(socket);
  req.method = method;
  req.headers = { host: 'portal.local:3000', ...headers };
  return req;
}

const previousUrl = process.env.NEXTAUTH_URL;
const previousProxies = process.env.TRUSTED_PROXIES;
afterEach(() => {
  process.env.NEXTAUTH_URL = previousUrl;
  if (previousProxies === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = previousProxies;
});

describe('isCrossSiteRequest', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('never refuses a %s, whatever its origin', (method) => {
    expect(isCrossSiteRequest(request(method, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a cross-site %s by Sec-Fetch-Site', (method) => {
    expect(isCrossSiteRequest(request(method, { 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });

  it('refuses same-site (another port or subdomain is another application)', () => {
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'same-site', origin: 'http://portal.local:4010' }))).toBe(true);
  });

  it('lets Sec-Fetch-Site decide when present: same-origin and user-initiated pass', () => {
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'same-origin', origin: 'http://portal.local:3000' }))).toBe(false);
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'none' }))).toBe(false);
  });

  it('without Sec-Fetch-Site, refuses an Origin of another host', () => {
    expect(isCrossSiteRequest(request('POST', { origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(request('DELETE', { origin: 'http://portal.local:3001' }))).toBe(true);
  });

  it("refuses the opaque origin 'null' (sandboxed frames, data: pages)", () => {
    expect(isCrossSiteRequest(request('POST', { origin: 'null' }))).toBe(true);
  });

  it('accepts an Origin of our own host, the host a trusted proxy forwards, or NEXTAUTH_URL', () => {
    expect(isCrossSiteRequest(request('POST', { origin: 'http://portal.local:3000' }))).toBe(false);
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    const forwarded = { origin: 'https://helpdesk.bkd.local', 'x-forwarded-host': 'helpdesk.bkd.local', 'x-forwarded-proto': 'https' };
    expect(isCrossSiteRequest(request('POST', forwarded, '10.0.0.2'))).toBe(false);
    process.env.NEXTAUTH_URL = 'https://layanan.bkd.local/helpdesk/api/auth';
    expect(isCrossSiteRequest(request('PATCH', { origin: 'https://layanan.bkd.local' }))).toBe(false);
  });

  it('compares the scheme too: http and https on the same host are different origins', () => {
    expect(isCrossSiteRequest(request('POST', { origin: 'https://portal.local:3000' }))).toBe(true);
    process.env.NEXTAUTH_URL = 'https://layanan.bkd.local/helpdesk/api/auth';
    expect(isCrossSiteRequest(request('POST', { origin: 'http://layanan.bkd.local' }))).toBe(true);
  });

  it('ignores forwarded host and scheme from a peer that is not a trusted proxy', () => {
    const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect(isCrossSiteRequest(request('POST', forged, '198.51.100.9'))).toBe(true);
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect(isCrossSiteRequest(request('POST', forged, '198.51.100.9'))).toBe(true);
  });

  it('lets a write with neither header through: only non-browser clients send none', () => {
    expect(isCrossSiteRequest(request('POST', {}))).toBe(false);
  });
});
