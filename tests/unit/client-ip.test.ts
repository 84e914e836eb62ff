import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientIp, clientProtocol } from '@/server/http/client-ip';

function request(peer: string | undefined, headers: Record<string, string> = {}): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  const req = new IncomingMessage(socket);
  req.headers = headers;
  return req;
}

const previous = process.env.TRUSTED_PROXIES;
afterEach(() => {
  if (previous === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = previous;
});

describe('clientIp', () => {
  it('without TRUSTED_PROXIES takes the socket address and ignores X-Forwarded-For', () => {
    delete process.env.TRUSTED_PROXIES;
    expect(clientIp(request('203.0.113.7', { 'x-forwarded-for': '10.1.2.3' }))).toBe('203.0.113.7');
    expect(clientIp(request('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientIp(request(undefined))).toBeNull();
  });

  it('from a trusted proxy takes the right-most hop that is not a proxy', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8, 192.168.1.1';
    expect(clientIp(request('10.0.0.5', { 'x-forwarded-for': '198.51.100.1' }))).toBe('198.51.100.1');
    // The client wrote the left part itself: only what our proxies appended counts.
    expect(clientIp(request('10.0.0.5', { 'x-forwarded-for': '1.1.1.1, 198.51.100.1, 192.168.1.1' }))).toBe('198.51.100.1');
    expect(clientIp(request('::ffff:10.0.0.5', { 'x-forwarded-for': '198.51.100.1' }))).toBe('198.51.100.1');
  });

  it('a peer outside TRUSTED_PROXIES cannot choose its address', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect(clientIp(request('203.0.113.7', { 'x-forwarded-for': '10.9.9.9' }))).toBe('203.0.113.7');
  });

  it('stops at a hop that is not an address', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect(clientIp(request('10.0.0.5', { 'x-forwarded-for': 'evil, 10.0.0.4' }))).toBe('10.0.0.4');
  });

  it('refuses a malformed TRUSTED_PROXIES loudly instead of trusting nothing silently', () => {
    process.env.TRUSTED_PROXIES = 'proxy.local';
    expect(() => clientIp(request('10.0.0.5'))).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('clientProtocol', () => {
  it('reads X-Forwarded-Proto only from a trusted proxy', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect(clientProtocol(request('10.0.0.5', { 'x-forwarded-proto': 'https' }))).toBe('https');
    expect(clientProtocol(request('203.0.113.7', { 'x-forwarded-proto': 'https' }))).toBe('http');
  });
});
