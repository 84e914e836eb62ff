import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACCOUNTS, DEMO_PASSWORD, ISSUERS, type DemoAccount, type IssuerKey } from '../../sandboxes/identity/accounts.mjs';
import { startIdentitySandbox, type IdentitySandbox } from '../../sandboxes/identity/server.mjs';

// The portal origin is only compared, never fetched: the flow stops once a redirect points there.
const PORTAL = 'http://portal.test';

let sandbox: IdentitySandbox, dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'identity-sandbox-'));
  // env: {} so secrets set on the machine cannot change what the test expects.
  sandbox = await startIdentitySandbox({ port: 0, dataDir, redirectOrigins: [PORTAL], env: {} });
});

afterAll(async () => {
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function parseForm(html: string, pageUrl: string) {
  const action = new URL(html.match(/<form[^>]* action="([^"]+)"/)![1].replaceAll('&amp;', '&'), pageUrl).href;
  const fields = new URLSearchParams([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  return { action, fields };
}

// A browser in miniature: cookies by name (the sandbox renames them per issuer, so paths and
// ports do not matter here) and redirects followed by hand until the portal is reached.
class Browser {
  private cookies = new Map<string, string>();

  private async send(url: string, body?: URLSearchParams) {
    const cookie = [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const res = await fetch(url, { method: body ? 'POST' : 'GET', body, redirect: 'manual', headers: { accept: 'text/html', cookie } });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (!value || attributes.some((a) => /expires=.*1970/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async browse(url: string, body?: URLSearchParams) {
    let res = await this.send(url, body);
    for (let hop = 0; hop < 10; hop += 1) {
      const location = res.headers.get('location');
      if (!location) {
        const html = await res.text();
        // The provider's own auto-submitting pages (e.g. ending the old session when another
        // account signs in) post themselves in a real browser; do the same here.
        if (!html.includes('document.forms[0].submit()')) return { page: res, html };
        const form = parseForm(html, res.url);
        res = await this.send(form.action, form.fields);
        continue;
      }
      const next = new URL(location, res.url);
      if (next.origin === PORTAL) return { callback: next };
      res = await this.send(next.href);
    }
    throw new Error('too many redirects');
  }
}

function authorizeUrl(key: IssuerKey, { prompt, clientId = ISSUERS[key].clientId }: { prompt?: string; clientId?: string } = {}) {
  const [verifier, state, nonce] = [32, 8, 8].map((size) => randomBytes(size).toString('base64url'));
  const params = new URLSearchParams({
    client_id: clientId, redirect_uri: `${PORTAL}/helpdesk/api/auth/callback/${key}`, response_type: 'code',
    scope: 'openid profile email', state, nonce, ...(prompt ? { prompt } : {}),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
  });
  return { url: `${sandbox.issuers[key]}/auth?${params}`, verifier, state, nonce };
}

function redeem(key: IssuerKey, code: string, verifier: string, secret = ISSUERS[key].defaultSecret) {
  const basic = Buffer.from(`${ISSUERS[key].clientId}:${secret}`).toString('base64');
  return fetch(`${sandbox.issuers[key]}/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${PORTAL}/helpdesk/api/auth/callback/${key}`,
    }),
  });
}

// Checks the RS256 signature against the issuer's published JWKS, then returns the claims.
async function verifiedClaims(key: IssuerKey, idToken: string) {
  const [header, payload, signature] = idToken.split('.');
  const { kid, alg } = JSON.parse(Buffer.from(header, 'base64url').toString());
  const { keys } = await (await fetch(`${sandbox.issuers[key]}/jwks`)).json();
  const publicKey = createPublicKey({ key: keys.find((k: { kid: string }) => k.kid === kid), format: 'jwk' });
  expect(alg).toBe('RS256');
  expect(verify('sha256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(payload, 'base64url').toString());
}

// Sign in through the login form; returns the verified ID token claims.
async function signIn(browser: Browser, key: IssuerKey, account: DemoAccount, login = account.username) {
  const request = authorizeUrl(key, { prompt: 'login' });
  const form = await browser.browse(request.url);
  for (const text of [`<title>${ISSUERS[key].name} (sandbox)</title>`, 'Nama pengguna', 'Kata sandi', 'Masuk']) {
    expect(form.html).toContain(text);
  }
  expect(form.html).not.toContain('<script');
  const { action } = parseForm(form.html!, form.page!.url);

  const wrong = await browser.browse(action, new URLSearchParams({ username: login, password: 'salah' }));
  expect(wrong.page?.status).toBe(401);
  expect(wrong.html).toContain('Nama pengguna atau kata sandi salah');

  const callback = (await browser.browse(action, new URLSearchParams({ username: login, password: DEMO_PASSWORD }))).callback!;
  expect(callback.pathname).toBe(`/helpdesk/api/auth/callback/${key}`);
  expect(callback.searchParams.get('state')).toBe(request.state);
  expect(callback.searchParams.get('iss')).toBe(sandbox.issuers[key]);

  const code = callback.searchParams.get('code')!;
  const refused = await redeem(key, code, request.verifier, 'wrong-secret');
  expect(refused.status).toBe(401);
  expect((await refused.json()).error).toBe('invalid_client');

  const tokens = await redeem(key, code, request.verifier); // a refused client did not use up the code
  expect(tokens.status).toBe(200);
  const { id_token: idToken } = await tokens.json();
  const claims = await verifiedClaims(key, idToken);
  expect(claims).toMatchObject({ iss: sandbox.issuers[key], aud: ISSUERS[key].clientId, nonce: request.nonce });
  return { claims, idToken };
}

describe.each(Object.keys(ISSUERS) as IssuerKey[])('identity sandbox: %s issuer', (key) => {
  it('advertises its endpoints under its own path prefix', async () => {
    const issuer = sandbox.issuers[key];
    expect(issuer).toBe(`${sandbox.url}/${key}`);
    const discovery = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/session/end`, code_challenge_methods_supported: ['S256'],
    });
  });

  it('signs every demo account in with code + PKCE and puts the profile in the ID token', async () => {
    for (const account of ACCOUNTS[key]) {
      const { claims } = await signIn(new Browser(), key, account);
      const { username, ...expected } = account;
      expect(claims).toMatchObject({ ...expected, preferred_username: username });
    }
  });

  it('refuses an unknown client and a request without PKCE', async () => {
    const unknown = await new Browser().browse(authorizeUrl(key, { clientId: 'helpdesk-unknown' }).url);
    expect(unknown.page?.status).toBe(400);
    expect(unknown.html).toContain('invalid_client');
    const noPkce = await new Browser().browse(authorizeUrl(key).url.replace(/&code_challenge=.*$/, '')); // PKCE comes last
    expect(noPkce.callback?.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('identity sandbox: sessions', () => {
  it('accepts the email as login name on the Google form, with no civil-service claims', async () => {
    const { claims } = await signIn(new Browser(), 'google', ACCOUNTS.google[0], 'tamu@helpdesk.localhost');
    expect(claims.sub).toBe('google-3001');
    expect(claims).not.toHaveProperty('employee_number');
  });

  it('reuses the session silently, but prompt=login lets a second account sign in', async () => {
    const browser = new Browser();
    const [admin, agent] = ACCOUNTS.simaster;
    await signIn(browser, 'simaster', admin);
    const silent = await browser.browse(authorizeUrl('simaster').url);
    expect(silent.callback?.searchParams.get('code')).toBeTruthy();
    const { claims } = await signIn(browser, 'simaster', agent);
    expect(claims.sub).toBe(agent.sub);
  });

  it('ends the session through RP-initiated logout', async () => {
    const browser = new Browser();
    const { idToken } = await signIn(browser, 'pttpk', ACCOUNTS.pttpk[0]);
    const params = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${PORTAL}/helpdesk`, state: 's1' });
    const confirm = await browser.browse(`${sandbox.issuers.pttpk}/session/end?${params}`);
    expect(confirm.html).toContain('Keluar dari PTTPK (sandbox)?');
    const { action, fields } = parseForm(confirm.html!, confirm.page!.url);
    fields.set('logout', 'yes'); // the "Ya, keluar" button
    const out = await browser.browse(action, fields);
    expect(out.callback?.href).toBe(`${PORTAL}/helpdesk?state=s1`);
    const again = await browser.browse(authorizeUrl('pttpk').url);
    expect(again.html).toContain('Nama pengguna');
  });

  it('keeps its signing keys across restarts', async () => {
    const jwks = async (s: IdentitySandbox) => (await fetch(`${s.issuers.simaster}/jwks`)).json();
    const restarted = await startIdentitySandbox({ port: 0, dataDir, redirectOrigins: [PORTAL], env: {} });
    const [before, after] = await Promise.all([jwks(sandbox), jwks(restarted)]).finally(() => restarted.close());
    expect(after).toEqual(before);
  });
});
