// Real Chromium (playwright-core) against the running production portal. scripts/test.mjs sets
// E2E_BASE_URL (the portal with its basePath) and CHROMIUM_PATH (scripts/lib/test-browser.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from '@/sandboxes/identity/accounts.mjs';
import { testBrowserPath } from '@/scripts/lib/test-browser.mjs';
import { reportFailures, watchForFailures } from './failure-report';

export type { Page } from 'playwright-core';
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3100/helpdesk').replace(/\/$/, '');
export const PORTAL_ORIGIN = new URL(BASE_URL).origin;
/** The basePath, e.g. `/helpdesk`. */
export const BASE_PATH = new URL(BASE_URL).pathname.replace(/\/$/, '');

/** `url('/admin/users')` -> `http://localhost:3100/helpdesk/admin/users`. */
export const url = (pagePath = '/') => `${BASE_URL}${pagePath === '/' ? '' : pagePath}`;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const CONTEXT_OPTIONS: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, locale: 'id-ID' };
// Short enough that a broken step fails well inside vitest's own timeout, with a useful message.
const ACTION_TIMEOUT_MS = 15_000;

export async function launchBrowser(): Promise<Browser> {
  return watchForFailures(await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS }));
}

export async function newContext(browser: Browser, storageState?: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

/**
 * One browser per test file; every `newPage()` opens a fresh context (own cookies), closed after
 * the test. `signedInState` signs in once in a throwaway context, for reuse across a file's tests.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  reportFailures();
  const current = () => {
    if (!browser) throw new Error('browser not launched (useBrowser() must be called at file or describe level)');
    return browser;
  };
  return {
    async newPage(storageState?: StorageState): Promise<Page> {
      const context = await newContext(current(), storageState);
      open.push(context);
      return context.newPage();
    },
    /** `ownSignIn`: through the sandbox form now, for a test that reads the sign-in itself. */
    signedInState: (account: SignInAccount, { ownSignIn = false } = {}): Promise<StorageState> => signedInState(current(), account, ownSignIn),
  };
}

// Signed-in states are shared by the files of one run (they run one at a time): an account signs in
// through the sandbox form once, and later files start from its cookies for as long as that session
// is good. Files about signing in, out and sessions call signIn themselves. scripts/test.mjs points
// E2E_STATE_DIR into the run's own data folder.
const STATE_DIR = process.env.E2E_STATE_DIR ?? path.resolve('test-results', 'signed-in');

/** Cookies of `account` signed in through the sandbox form, or of its earlier sign-in in this run while still good. */
export async function signedInState(browser: Browser, account: SignInAccount, ownSignIn = false): Promise<StorageState> {
  const file = path.join(STATE_DIR, `${account.provider}-${account.username}.json`);
  const kept = !ownSignIn && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StorageState) : undefined;
  const context = await newContext(browser, kept);
  try {
    // A session ended elsewhere (sign-out everywhere, a deactivated account) answers 401 here.
    if (kept && (await context.request.get(url('/api/users/information'))).status() === 200) return kept;
    await context.clearCookies();
    await signIn(await context.newPage(), account);
    const state = await context.storageState();
    mkdirSync(STATE_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(state));
    return state;
  } finally {
    await context.close();
  }
}

/**
 * For a file whose tests build on each other: once one fails, the rest are skipped instead of
 * timing out. Call at file or describe level.
 */
export function skipAfterFailure(): void {
  let broken = false;
  beforeEach(({ skip, onTestFailed }) => {
    if (broken) skip();
    onTestFailed(() => {
      broken = true;
    });
  });
}

export type Provider = 'SIMASTER' | 'PTTPK' | 'Google';
export interface SignInAccount {
  provider: Provider;
  username: string;
  password?: string;
}

const onPortal = (u: URL) => u.origin === PORTAL_ORIGIN;
const onSignInPage = (u: URL) => onPortal(u) && u.pathname === `${BASE_PATH}/auth/signin`;

// The portal allows 20 sign-in starts a minute per address (server/http/rate-limits.ts), and the
// whole suite signs in from one: a quick run of short files can pass that, so a refused start waits
// for the window to pass, as a person would, instead of failing the file.
const RATE_LIMIT_WAIT_MS = 5_000;
const RATE_LIMIT_TRIES = 15;

/** From a guarded page (or Beranda), via the portal's sign-in page, to the chosen provider's sandbox login form. */
export async function openProviderForm(page: Page, provider: Provider, from = '/'): Promise<void> {
  for (let tries = 1; ; tries++) {
    const refused = await startProviderSignIn(page, provider, from);
    if (refused === null) break;
    if (refused !== 'RateLimited' || tries === RATE_LIMIT_TRIES) {
      throw new Error(`portal did not start sign-in with ${provider}: error=${refused} (is the identity sandbox answering?)`);
    }
    await page.waitForTimeout(RATE_LIMIT_WAIT_MS);
  }
  await page.locator('input[name=username]').waitFor();
}

/** Clicks the provider's button; null when the provider's form opened, else the portal's error. */
async function startProviderSignIn(page: Page, provider: Provider, from: string): Promise<string | null> {
  // Beranda is public (docs/public-home.md): from there a person opens the sign-in page, which
  // returns to Beranda; any other page sends a visitor there by itself.
  await page.goto(url(from === '/' ? '/auth/signin' : from));
  await page.waitForURL(onSignInPage);
  await page.getByRole('button', { name: `Masuk dengan ${provider}` }).click();
  // Either the provider's form, or the portal sending us back with an error (e.g. OAuthSignin when
  // it cannot reach the provider's discovery document): fail fast and say which.
  const refusal = (u: URL) => onSignInPage(u) && !['SessionRequired', 'SessionEnded', null].includes(u.searchParams.get('error'));
  await page.waitForURL((u) => !onPortal(u) || refusal(u));
  const landed = new URL(page.url());
  return onPortal(landed) ? String(landed.searchParams.get('error')) : null;
}

export async function submitProviderForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/** Does what a person does; ends on the guarded page `from` with the shell's user menu shown. */
export async function signIn(page: Page, { provider, username, password = DEMO_PASSWORD }: SignInAccount, from = '/') {
  for (let tries = 1; ; tries++) {
    await openProviderForm(page, provider, from);
    await submitProviderForm(page, username, password);
    // The provider's callback counts against the same limit as the start.
    await page.waitForURL((u) => onPortal(u) && (!u.pathname.startsWith(`${BASE_PATH}/auth/`) || u.searchParams.get('error') === 'RateLimited') && !u.pathname.startsWith(`${BASE_PATH}/api/`));
    if (new URL(page.url()).searchParams.get('error') !== 'RateLimited' || tries === RATE_LIMIT_TRIES) break;
    await page.waitForTimeout(RATE_LIMIT_WAIT_MS);
  }
  await page.getByTestId('user-menu').waitFor();
}

/** Keluar from the header's user menu; `shot` names a screenshot of the open menu. */
export async function signOut(page: Page, shot?: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  const item = page.getByRole('menuitem', { name: 'Keluar', exact: true });
  await item.waitFor();
  if (shot) await screenshot(page, shot);
  await item.click();
  await page.waitForURL(onSignInPage);
}

export const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots');

/** A full-page screenshot; `jpeg` (quality 80) costs the browser about a third less than PNG. */
export async function screenshot(page: Page, name: string, type: 'png' | 'jpeg' = 'png'): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.${type === 'png' ? 'png' : 'jpg'}`);
  await page.screenshot({ path: file, fullPage: true, type, ...(type === 'jpeg' ? { quality: 80 } : {}) });
  return file;
}

/**
 * Waits until React has hydrated `target` (its node carries React's props): a click on a
 * server-rendered button before then does nothing, which a loaded CI machine makes likely.
 */
export async function hydrated(target: Locator): Promise<Locator> {
  await target.waitFor();
  const isHydrated = () => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));
  await expect.poll(isHydrated, { timeout: ACTION_TIMEOUT_MS }).toBe(true);
  return target;
}

/** The demo identity behind a login name, as defined once in the sandbox. */
export function demoAccount(issuer: keyof typeof ACCOUNTS, username: string) {
  const account = ACCOUNTS[issuer].find((a) => a.username === username);
  if (!account) throw new Error(`no demo account ${issuer}/${username}`);
  return account;
}

