// Security headers as Chromium receives them from the production build, and proof that the
// policy breaks nothing: no CSP violation and no console error on the main pages, signed in.
import { beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../helpers/tiny-png';
import { screenshot, url, useBrowser, type Page, type StorageState } from './support/browser';

const b = useBrowser();

interface Problems {
  violations: string[];
  errors: string[];
}

/** Records CSP violations (from inside the page) and console errors / uncaught exceptions. */
async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { violations: [], errors: [] };
  await page.exposeFunction('__reportCspViolation', (text: string) => void problems.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.errors.push(m.text());
  });
  page.on('pageerror', (e) => void problems.errors.push(e.message));
  return problems;
}

function expectPageHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'];
  const scripts = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
  expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(scripts).not.toContain('unsafe-inline');
  expect(scripts).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  // Served over plain http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

const PAGES = [
  ['/', 'beranda'],
  ['/tickets', 'tiket'],
  ['/tickets/create', 'buat-tiket'],
  ['/subscriptions', 'langganan'],
  ['/notifications', 'notifikasi'],
  ['/dashboard', 'dasbor'],
  ['/faq', 'faq'],
  ['/mail', 'pesan'],
  ['/profile', 'profil'],
  ['/saved-replies', 'balasan-tersimpan'],
  ['/admin/users', 'admin-pengguna'],
  ['/admin/references', 'admin-referensi'],
] as const;

describe('signed in as admin', () => {
  let asAdmin: StorageState;
  beforeAll(async () => {
    // The whole sign-in flow (portal page, sandbox form on another port, callback) under the policy.
    asAdmin = await b.signedInState({ provider: 'SIMASTER', username: 'admin' });
  });

  it.each(PAGES)('%s: policy headers, no CSP violation, no console error, styled', async (path, shot) => {
    const page = await b.newPage(asAdmin);
    const problems = await watch(page);
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(200);
    expectPageHeaders(response?.headers() ?? {});
    await page.getByTestId('user-menu').waitFor();
    await page.waitForLoadState('networkidle');
    // The stylesheets applied (an unstyled menu would keep the list bullets).
    const menu = page.locator('.app-header ul.main-nav-bar');
    expect(await menu.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
    await screenshot(page, `security-${shot}`);
    expect(problems.violations).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  it('answers API requests with nosniff, no framing and a no-content policy', async () => {
    const page = await b.newPage(asAdmin);
    const res = await page.request.get(url('/api/users/information'));
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('same-origin');
  });

  it('serves an upload sandboxed, unsniffable and with a disposition', async () => {
    const page = await b.newPage(asAdmin);
    const png = Buffer.concat([TINY_PNG, Buffer.from(`security-e2e-${Date.now()}`)]);
    const up = await page.request.post(url('/api/uploads'), { multipart: { file: { name: 'x.html', mimeType: 'text/html', buffer: png } } });
    expect(up.status()).toBe(201);
    const { url: fileUrl } = (await up.json()) as { url: string };
    const res = await page.request.get(new URL(fileUrl, url('/')).toString());
    const headers = res.headers();
    expect(headers['content-type']).toBe('image/png');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-disposition']).toBe('inline');
    expect(headers['content-security-policy']).toContain('sandbox');
  });
});

describe('anonymous', () => {
  it('gives every page load its own nonce, and the rendered sign-in page carries it on its scripts', async () => {
    const page = await b.newPage();
    const problems = await watch(page);
    const first = await page.goto(url('/auth/signin'));
    const nonce = /'nonce-([^']+)'/.exec(first?.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    // The scripts the server rendered into the page. Chunks the page loads later (the landing's
    // carousel) come from our origin ('self'); the violation watch below covers them.
    const html = (await first?.text()) ?? '';
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)].map((tag) => /\bnonce="([^"]*)"/.exec(tag[0])?.[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([nonce]));
    await page.getByRole('button', { name: 'Masuk dengan SIMASTER' }).waitFor();
    const second = await page.reload();
    expect(second?.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
    expect(problems.violations).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  it('serves the prerendered 404 page under the same policy, hydrated and without violations', async () => {
    const page = await b.newPage();
    const problems = await watch(page);
    const response = await page.goto(url('/tidak-ada-halaman-ini'));
    expect(response?.status()).toBe(404);
    expectPageHeaders(response?.headers() ?? {});
    await page.getByTestId('result-state').waitFor();
    await page.waitForFunction(() => (window as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true);
    expect(problems.violations).toEqual([]);
    // The browser reports the document's own 404 status as a console error; nothing else may appear.
    expect(problems.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('gives the answers of pages that set their own headers (not the proxy) the same policy: redirects and 404s too', async () => {
    const page = await b.newPage();
    // A signed-in page, signed out: the redirect to sign-in.
    const redirect = await page.request.get(url('/tickets'), { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expectPageHeaders(redirect.headers());
    // An unknown address under such a page, and an unknown product of one: the 404 page.
    for (const path of ['/tickets/1/lain', '/layanan-keuangan/tidak-ada']) {
      const missing = await page.request.get(url(path), { maxRedirects: 0 });
      expect(missing.status(), path).toBe(404);
      expectPageHeaders(missing.headers());
    }
    const https = await page.request.get(url('/tickets'), { maxRedirects: 0, headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('adds HSTS when the request came over https (X-Forwarded-Proto from the reverse proxy)', async () => {
    const page = await b.newPage();
    const res = await page.request.get(url('/auth/signin'), { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses a cross-site write from another page with 403', async () => {
    const page = await b.newPage();
    const res = await page.request.post(url('/api/tickets'), { data: { title: 'x' }, headers: { origin: 'https://evil.example' } });
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ code: 'CROSS_SITE_REQUEST', message: 'Permintaan dari situs lain ditolak' });
  });
});
