import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, prerenderedScriptHashes } from '@/server/http/prerendered-script-hashes';
import { API_POLICY, isHttps, pagePolicy, securityHeaders } from '@/server/http/security-headers';
import { applyPageHeaders, NONCE_HEADER } from '@/server/http/page-headers';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const scriptSrc = (policy: string) => /script-src ([^;]+)/.exec(policy)?.[1] ?? '';

describe('pagePolicy', () => {
  it('allows scripts from our origin, the nonce and the given hashes, never inline or eval in production', () => {
    const policy = pagePolicy({ nonce: 'abc123', scriptHashes: ["'sha256-x'"] });
    expect(scriptSrc(policy)).toBe("'self' 'nonce-abc123' 'sha256-x'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
  });

  it("allows 'unsafe-eval' in development only (React's dev overlay)", () => {
    expect(scriptSrc(pagePolicy({ nonce: 'n', development: true }))).toContain("'unsafe-eval'");
  });

  it('allows inline styles (antd CSS-in-JS) without a nonce that would switch them off', () => {
    expect(/style-src ([^;]+)/.exec(pagePolicy({ nonce: 'n' }))?.[1]).toBe("'self' 'unsafe-inline'");
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, a same-origin referrer policy and no framing; HSTS over https only', () => {
    const plain = securityHeaders({ https: false, policy: API_POLICY });
    expect(plain).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY', 'Content-Security-Policy': API_POLICY });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ https: true, policy: API_POLICY })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('takes the scheme from X-Forwarded-Proto when the reverse proxy sends it', () => {
    expect(isHttps('http:', 'https')).toBe(true);
    expect(isHttps('http:', 'https, http')).toBe(true);
    expect(isHttps('https:', 'http')).toBe(false);
    expect(isHttps('https:', null)).toBe(true);
    expect(isHttps('http:', null)).toBe(false);
  });
});

describe('inline script hashes of prerendered pages', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'helpdesk-dist-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hashes executable inline scripts only: not external ones, not JSON data blocks', () => {
    const html = [
      '<script>self.boot=1</script>',
      '<script src="/helpdesk/_next/static/chunks/a.js" defer=""></script>',
      '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
      '<script nonce="n">self.other=2</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('self.boot=1'), sha('self.other=2')]);
  });

  it('collects the hashes of every prerendered page of a build folder, once', () => {
    mkdirSync(path.join(dir, 'server', 'pages', 'admin'), { recursive: true });
    writeFileSync(path.join(dir, 'server', 'pages', 'index.html'), '<script>a()</script>');
    writeFileSync(path.join(dir, 'server', 'pages', 'admin', 'users.html'), '<script>b()</script><script>a()</script>');
    writeFileSync(path.join(dir, 'server', 'pages', 'index.js'), '<script>not-a-page()</script>');
    expect(prerenderedScriptHashes(dir)).toEqual([sha('a()'), sha('b()')].sort());
    expect(prerenderedScriptHashes(path.join(dir, 'missing'))).toEqual([]);
  });
});

describe('applyPageHeaders (the pages proxy.ts leaves out)', () => {
  const exchange = (headers: Record<string, string> = {}) => {
    const set = new Map<string, string>();
    const req = { headers: { ...headers }, socket: {} } as unknown as IncomingMessage;
    const res = { headersSent: false, setHeader: (name: string, value: string) => set.set(name, value) } as unknown as ServerResponse;
    return { req, res, set };
  };

  it("sets the page policy with a fresh nonce and hands the nonce to the document and Next's scripts", () => {
    const { req, res, set } = exchange();
    applyPageHeaders(req, res);
    const nonce = req.headers[NONCE_HEADER] as string;
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(scriptSrc(set.get('Content-Security-Policy') ?? '')).toContain(`'nonce-${nonce}'`);
    expect(req.headers['content-security-policy']).toBe(set.get('Content-Security-Policy'));
    expect(set.get('X-Frame-Options')).toBe('DENY');
    expect(set.has('Strict-Transport-Security')).toBe(false);
    const other = exchange();
    applyPageHeaders(other.req, other.res);
    expect(other.req.headers[NONCE_HEADER]).not.toBe(nonce);
  });

  it('adds HSTS behind the https reverse proxy', () => {
    const { req, res, set } = exchange({ 'x-forwarded-proto': 'https' });
    applyPageHeaders(req, res);
    expect(set.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('leaves an answer alone when proxy.ts already gave it its policy (one policy per answer)', () => {
    const { req, res, set } = exchange({ [NONCE_HEADER]: 'dari-proxy' });
    applyPageHeaders(req, res);
    expect(set.size).toBe(0);
    expect(req.headers[NONCE_HEADER]).toBe('dari-proxy');
  });
});
