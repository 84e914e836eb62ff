// Local stand-in for the agency's identity providers: three OpenID Connect issuers (SIMASTER,
// PTTPK and a Google look-alike) in one process, each mounted under its own path prefix.
// Run: node sandboxes/identity/server.mjs   (see docs/identity-sandbox.md)
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

import { runIfMain } from '../shared/http.mjs';
import { DEMO_PASSWORD, ISSUERS, findByLogin } from './accounts.mjs';
import { createProvider } from './create-provider.mjs';
import { loadSigningKeys } from './signing-keys.mjs';
import { PAGE_CSP, loginPage, messagePage } from './views.mjs';

const WRONG_LOGIN = 'Nama pengguna atau kata sandi salah';
const MAX_FORM_BYTES = 16 * 1024;

function passwordMatches(given) {
  const digest = (value) => createHash('sha256').update(String(value)).digest();
  return timingSafeEqual(digest(given), digest(DEMO_PASSWORD));
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

function sendHtml(res, status, html) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': PAGE_CSP,
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

// GET shows the login form, POST checks it. The provider only knows the interaction by its
// cookie, so the uid in the URL must match it (a stale tab gets an error, not someone's session).
// Login is the only prompt expected: consent is implied for the portal (see loadExistingGrant).
async function handleInteraction(issuer, uid, req, res) {
  const { key, provider } = issuer;
  const { name } = ISSUERS[key];
  const details = await provider.interactionDetails(req, res).catch(() => undefined);
  if (!details || details.uid !== uid || details.prompt.name !== 'login') {
    sendHtml(res, 400, messagePage(name, 'Sesi masuk tidak ditemukan',
      'Sesi masuk sudah kedaluwarsa atau tidak valid. Silakan mulai lagi dari portal Helpdesk.'));
    return;
  }
  const view = { issuerName: name, action: `${issuer.mountPath}/interaction/${uid}`, clientName: 'Helpdesk ASN' };
  if (req.method === 'GET') {
    sendHtml(res, 200, loginPage(view));
    return;
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'GET, POST' }).end();
    return;
  }
  const form = await readForm(req);
  const account = findByLogin(key, form.get('username'));
  if (!passwordMatches(form.get('password') ?? '') || !account) {
    sendHtml(res, 401, loginPage({ ...view, username: form.get('username') ?? '', error: WRONG_LOGIN }));
    return;
  }
  await provider.interactionFinished(req, res, { login: { accountId: account.sub } },
    { mergeWithLastSubmission: false });
}

// Mounting: strip the prefix from req.url and keep the full path in req.originalUrl (what
// express/connect do). oidc-provider derives its mount path from the difference, so discovery
// and every redirect carry the prefix (the hapi recipe in oidc-provider's docs).
function route(issuers, req, res) {
  const url = new URL(req.url, 'http://sandbox');
  const [, first] = url.pathname.split('/');
  const issuer = issuers.find((i) => i.key === first);
  if (!issuer) { // someone opened the bare port: say where the issuers are
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ issuers: issuers.map((i) => i.provider.issuer) }));
    return undefined;
  }
  const interaction = url.pathname.slice(issuer.mountPath.length).match(/^\/interaction\/([\w-]+)$/);
  if (interaction) return handleInteraction(issuer, interaction[1], req, res);
  const rest = req.url.slice(issuer.mountPath.length);
  req.originalUrl = req.url;
  req.url = rest.startsWith('/') ? rest : `/${rest}`;
  return issuer.callback(req, res);
}

export async function startIdentitySandbox({
  port = 4010,
  host = 'localhost',
  dataDir = './data/identity-sandbox',
  redirectOrigins = ['http://localhost:3000'],
  env = process.env,
} = {}) {
  const keys = loadSigningKeys(dataDir, Object.keys(ISSUERS));
  const issuers = [];
  const server = createServer((req, res) => {
    Promise.resolve(route(issuers, req, res)).catch((error) => {
      console.error('identity sandbox: request failed', error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  // Listen first so that port 0 (tests) yields the real port before the issuer URLs are fixed.
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://${host}:${server.address().port}`;
  for (const key of Object.keys(ISSUERS)) {
    const provider = createProvider({
      issuerKey: key, issuer: `${url}/${key}`, signingKey: keys[key], redirectOrigins, env,
    });
    issuers.push({ key, provider, mountPath: `/${key}`, callback: provider.callback() });
  }
  return {
    url,
    issuers: Object.fromEntries(issuers.map((i) => [i.key, i.provider.issuer])),
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections(); // keep-alive sockets would otherwise hold close() open
    }),
  };
}

await runIfMain(
  import.meta.url,
  (env) =>
    startIdentitySandbox({
      port: Number(env.IDENTITY_SANDBOX_PORT || 4010),
      dataDir: env.IDENTITY_SANDBOX_DATA_DIR || './data/identity-sandbox',
      redirectOrigins: (env.IDENTITY_SANDBOX_REDIRECT_ORIGINS || 'http://localhost:3000')
        .split(',').map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean),
    }),
  (sandbox) => `identity sandbox ready on ${sandbox.url} (${Object.values(sandbox.issuers).join(', ')})`,
);
