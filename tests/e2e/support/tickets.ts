// Helpers for the ticket story (tests/e2e/ticket-story-*.test.ts): one long-lived browser context per
// demo account, signed in once through the sandbox form, and the ticket screens' recurring moves.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { reportFailures } from './failure-report';
import { hydrated, launchBrowser, newContext, signedInState, url, type Provider } from './browser';

export type Actor = 'admin' | 'agent' | 'user' | 'user2';

const PROVIDER: Record<Actor, Provider> = { admin: 'SIMASTER', agent: 'SIMASTER', user: 'SIMASTER', user2: 'SIMASTER' };

/**
 * One browser for the file and one context (own cookies) per actor, kept open across the file's
 * tests so a story can hand a ticket from one person to the next. Each actor's tab starts signed in
 * on Beranda the first time they are asked for: from the run's shared sign-in (support/browser.ts),
 * or with `ownSignIn` through the sandbox form in this file (a test that reads the sign-in itself).
 */
export function useActors({ ownSignIn = false } = {}) {
  let browser: Browser | undefined;
  const contexts = new Map<Actor, BrowserContext>();
  const pages = new Map<Actor, Page>();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all([...contexts.values()].map((c) => c.close()));
    await browser?.close();
  });
  reportFailures();
  return {
    /** The actor's one tab, signed in (through the sandbox form on first use). */
    async as(actor: Actor): Promise<Page> {
      const existing = pages.get(actor);
      if (existing) return existing;
      if (!browser) throw new Error('browser not launched (useActors() must be called at file or describe level)');
      const context = await newContext(browser, await signedInState(browser, { provider: PROVIDER[actor], username: actor }, ownSignIn));
      contexts.set(actor, context);
      const page = await context.newPage();
      await page.goto(url('/'));
      await page.getByTestId('user-menu').waitFor();
      pages.set(actor, page);
      return page;
    },
  };
}

export type Actors = ReturnType<typeof useActors>;

const TICKET_PATH = /\/tickets\/(\d+)$/;

/** The id in a ticket detail URL. */
export function ticketIdOf(page: Page): number {
  const match = TICKET_PATH.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`not on a ticket page: ${page.url()}`);
  return Number(match[1]);
}

/** Opens a ticket's detail page and waits until its header shows. */
export async function openTicket(page: Page, id: number): Promise<void> {
  await page.goto(url(`/tickets/${id}`));
  await page.getByTestId('ticket-number').waitFor();
}

/** The status tag in the ticket header (the list and suggestions have their own). */
export function headerStatus(page: Page): Locator {
  return page.locator('.panel').filter({ has: page.getByTestId('ticket-number') }).locator('[data-status]');
}

export async function expectHeaderStatus(page: Page, code: string, name: string): Promise<void> {
  const tag = headerStatus(page);
  await expect.poll(() => tag.getAttribute('data-status')).toBe(code);
  expect(await tag.innerText()).toBe(name);
}

/** The header's flags row (status, priority, Terkunci / Disematkan / Terbit tags). */
export function headerTags(page: Page): Locator {
  return page.locator('.panel').filter({ has: page.getByTestId('ticket-number') }).locator('.tag');
}

/** The open "Tindakan" menu (the one its button controls; the main navigation is a menu too). */
async function actionsMenu(page: Page): Promise<Locator> {
  const button = page.getByTestId('ticket-actions');
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/** The labels of the "Tindakan" menu, in order; the menu is left open. */
export async function openActions(page: Page): Promise<string[]> {
  // A click before React has hydrated the button is lost, and the menu never opens (seen twice in
  // one CI run, each time on the first action after a ticket page loaded).
  await (await hydrated(page.getByTestId('ticket-actions'))).click();
  const menu = await actionsMenu(page);
  await menu.waitFor();
  return (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
}

/** Picks one entry of the "Tindakan" menu. */
export async function runAction(page: Page, label: string): Promise<void> {
  await openActions(page);
  // By text: the accessible name also carries the icon's label ("user-switch Ubah agen").
  const item = (await actionsMenu(page)).getByRole('menuitem').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) });
  await item.click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Runs a toggle action (Terbitkan, Sematkan, ...) and waits for the API to accept it. */
export async function toggleAction(page: Page, label: string): Promise<void> {
  const saved = waitForApi(page, 'PUT', /\/api\/tickets\/\d+\/(publish|pin|lock|subscribe)$/);
  await runAction(page, label);
  expect((await saved).status()).toBe(200);
}

/** The dialog an action opened, by its title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

/** Opens an action's dialog from the "Tindakan" menu, once its zoom-in has finished (a Select
 * opened mid-animation measures the scaled-down field and its clicks can miss). */
export async function openDialog(page: Page, action: string, title = action): Promise<Locator> {
  await runAction(page, action);
  const modal = dialog(page, title);
  await modal.waitFor();
  await animationsDone(page);
  return modal;
}

/** Saves an action dialog and waits for it to close. */
export async function saveDialog(page: Page, title: string): Promise<void> {
  const modal = dialog(page, title);
  await modal.getByRole('button', { name: 'Simpan' }).click();
  await modal.waitFor({ state: 'hidden' });
}

/** Picks `option` (its visible label) in an antd Select, typing to filter first. */
export async function pickSelectOption(page: Page, select: Locator, option: string, search = option): Promise<void> {
  await select.click();
  await select.locator('input').fill(search);
  // A click on an option of a list still sliding in can miss it (seen on a loaded machine).
  await animationsDone(page);
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
  await expect.poll(() => select.innerText()).toContain(option);
}

/** The value shown next to a label in the ticket's "Informasi" card. */
export function infoValue(page: Page, label: string): Locator {
  return page
    .getByTestId('ticket-info')
    .locator('div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
}

/** One comment, by a phrase of its text. */
export function commentWith(page: Page, text: string): Locator {
  return page.locator('article[data-testid^="comment-"]').filter({ hasText: text });
}

/** Resolves with the response of the next `method` request whose path matches. */
export function waitForApi(page: Page, method: string, path: RegExp) {
  const response = page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
  // A step that fails before awaiting it must not leave an unhandled rejection behind.
  response.catch(() => undefined);
  return response;
}

/** The header bell's unread count, read from its accessible name ("Notifikasi: 3 belum dibaca"). */
export async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  const match = /(\d+) belum dibaca/.exec(label);
  if (!match) throw new Error(`bell label without a count: "${label}"`);
  return Number(match[1]);
}

/** Waits for running CSS transitions and finite animations (tab ink bar, menu fades) to end. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * After "Kirim Komentar" (or a note, or "Kirim & selesaikan") the reply is held for undo
 * (docs/ticket-tools.md): "Kirim sekarang" on the bar sends it at once, as a person in a hurry
 * would, instead of each test waiting out the seconds.
 */
export async function sendHeldNow(page: Page): Promise<void> {
  await page.getByTestId('undo-send').getByRole('button', { name: 'Kirim sekarang' }).click();
}
