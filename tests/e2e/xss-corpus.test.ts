// The XSS corpus (tests/helpers/xss-payloads.ts) stored through the real API by signed-in
// demo users in every place that renders markdown as HTML, then opened in real Chromium: no
// payload may run (probe hits) and no handler or script URL may survive in the rendered DOM.
// Payloads go in as documents of several (rate limits allow ~30 writes a minute per user),
// separated by a line that closes any raw-HTML block one of them opened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, signIn, url } from './support/browser';
import { reportFailures } from './support/failure-report';
import { COMMENTS_SHOWN_AT_FIRST } from '@/components/tickets/comments/earlier-comments';
import { XSS_PAYLOADS } from '../helpers/xss-payloads';
import { batches, inspectContent, installProbe, joinBatch, type XssProbe } from './support/xss-probe';

const BATCH = 27;
// Small documents in comments, so most payloads sit next to few others.
const COMMENT_BATCH = 5;
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
type Actor = 'admin' | 'user';
type Surface = 'ticket descriptions' | 'comments' | 'saved replies' | 'announcements' | 'private messages';

let browser: Browser;
const contexts = new Map<Actor, { context: BrowserContext; page: Page; probe: XssProbe }>();
const tally: { surface: Surface; payloads: number; pages: number; failures: string[] }[] = [];
const cleanup: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  for (const actor of ['admin', 'user'] as const) {
    const context = await newContext(browser);
    const probe = await installProbe(context);
    const page = await context.newPage();
    await signIn(page, { provider: 'SIMASTER', username: actor });
    contexts.set(actor, { context, page, probe });
  }
});

reportFailures();

afterAll(async () => {
  const admin = contexts.get('admin')?.page;
  for (const path of cleanup) if (admin) await api(admin, 'DELETE', path);
  await Promise.all([...contexts.values()].map((c) => c.context.close()));
  await browser?.close();
  const tried = tally.reduce((n, t) => n + t.payloads, 0);
  const failures = tally.flatMap((t) => t.failures.map((f) => `${t.surface}: ${f}`));
  for (const t of tally) console.info(`xss ${t.surface}: ${t.payloads} payloads on ${t.pages} pages, ${t.failures.length} failures`);
  console.info(`xss corpus: ${XSS_PAYLOADS.length} distinct payloads, ${tried} payload renders, ${failures.length} failures`);
  failures.forEach((f) => console.info(`  ${f}`));
});

const actor = (name: Actor) => {
  const found = contexts.get(name);
  if (!found) throw new Error(`${name} not signed in`);
  return found;
};

/** A JSON call from inside the signed-in page, as the portal's own scripts make it. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/helpdesk/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

async function created<T extends { id: number }>(page: Page, path: string, body: unknown): Promise<T> {
  const res = await api<T>(page, 'POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Clicks until `shown` appears: a click that lands before the page has hydrated does nothing. */
async function clickUntil(trigger: Locator, shown: Locator): Promise<void> {
  for (let tries = 0; tries < 4; tries += 1) {
    await trigger.click();
    if (await shown.waitFor({ timeout: 3_000 }).then(() => true, () => false)) return;
  }
  await shown.waitFor();
}

/** Inspects the page `viewer` has open and adds its findings and the probe's new hits to the tally. */
async function check(viewer: Actor, entry: (typeof tally)[number], hitsBefore: number): Promise<void> {
  const { page, probe } = actor(viewer);
  const { areas, findings } = await inspectContent(page);
  expect(areas, `no rendered content on ${page.url()}`).toBeGreaterThan(0);
  // Let anything scheduled by a payload (timers, image errors) happen before counting hits.
  await page.waitForTimeout(300);
  entry.failures.push(...findings.map((f) => `${page.url()}: ${f}`), ...probe.hits.slice(hitsBefore).map((h) => `${page.url()}: executed ${h}`));
  entry.pages += 1;
}

function track(surface: Surface, payloads: number) {
  const entry = { surface, payloads, pages: 0, failures: [] as string[] };
  tally.push(entry);
  return entry;
}

let ticketId = 0;

describe(`XSS corpus (${XSS_PAYLOADS.length} payloads) rendered in Chromium`, () => {
  it('is a corpus of at least 100 distinct payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  });

  it('has a probe that sees a payload run and a handler survive (control)', async () => {
    const { context, probe } = actor('user');
    const page = await context.newPage();
    const before = probe.hits.length;
    await page.setContent('<img src=x onerror=alert(1)><div class="markdown-body"><a href="javascript:xss()" onmouseover="confirm(1)">x</a></div>');
    const { findings } = await inspectContent(page);
    await expect.poll(() => probe.hits.slice(before).sort()).toEqual(['alert', 'confirm']);
    expect(findings.sort()).toEqual(['href="javascript:xss()" on <a>', 'onerror on <img> outside the content', 'onmouseover on <a>', 'onmouseover on <a> outside the content']);
    probe.hits.splice(before);
    await page.close();
  });

  it('ticket descriptions', async () => {
    const { page, probe } = actor('user');
    const entry = track('ticket descriptions', XSS_PAYLOADS.length);
    for (const [i, batch] of batches(XSS_PAYLOADS, BATCH).entries()) {
      const ticket = await created<{ id: number }>(page, '/tickets', { title: `Uji XSS ${RUN} ${i + 1}`, description: joinBatch(batch, `T${i + 1}`) });
      ticketId = ticket.id;
      const before = probe.hits.length;
      await page.goto(url(`/tickets/${ticket.id}`));
      await page.getByTestId('ticket-description').getByText(`T${i + 1}-1`, { exact: true }).waitFor();
      await check('user', entry, before);
    }
    expect(entry.failures).toEqual([]);
  });

  it('comments, five payloads each, from two authors', async () => {
    const { page, probe } = actor('user');
    const entry = track('comments', XSS_PAYLOADS.length);
    const groups = batches(XSS_PAYLOADS, COMMENT_BATCH);
    // Alternating authors keeps each under the per-user comment rate limit.
    const authors = [page, actor('admin').page];
    for (const [i, batch] of groups.entries()) await created(authors[i % 2], `/tickets/${ticketId}/comments`, { markdown: joinBatch(batch, `C${i + 1}`) });
    const before = probe.hits.length;
    await page.goto(url(`/tickets/${ticketId}`));
    // A long conversation opens at its newest comments; every payload must be rendered.
    const comments = page.locator('article[data-testid^="comment-"]');
    if (groups.length > COMMENTS_SHOWN_AT_FIRST) await clickUntil(page.getByTestId('show-earlier-comments'), comments.nth(COMMENTS_SHOWN_AT_FIRST));
    await expect.poll(() => comments.count()).toBe(groups.length);
    await check('user', entry, before);
    expect(entry.failures).toEqual([]);
  });

  it('saved replies, inserted into a comment and previewed', async () => {
    const { page, probe } = actor('admin');
    const entry = track('saved replies', XSS_PAYLOADS.length);
    for (const [i, batch] of batches(XSS_PAYLOADS, BATCH).entries()) {
      const title = `Balasan XSS ${RUN} ${i + 1}`;
      const reply = await created<{ id: number }>(page, '/saved-replies', { title, content: joinBatch(batch, `R${i + 1}`) });
      cleanup.push(`/saved-replies/${reply.id}`);
      const before = probe.hits.length;
      await page.goto(url(`/tickets/${ticketId}`));
      const choice = page.getByTestId('saved-reply-picker').getByText(title);
      await clickUntil(page.getByRole('button', { name: 'Sisipkan balasan tersimpan' }), choice);
      await choice.click();
      await page.getByTestId('new-comment').getByRole('tab', { name: 'Pratinjau' }).click();
      await page.getByTestId('markdown-preview').getByText(`R${i + 1}-1`, { exact: true }).waitFor();
      await check('admin', entry, before);
    }
    expect(entry.failures).toEqual([]);
  });

  it('announcements on the home page', async () => {
    const admin = actor('admin').page;
    const { page, probe } = actor('user');
    const entry = track('announcements', XSS_PAYLOADS.length);
    const groups = batches(XSS_PAYLOADS, BATCH);
    for (const [i, batch] of groups.entries()) {
      const starts = new Date(Date.now() - 60_000 + i * 1000).toISOString();
      const body = { title: `Pengumuman XSS ${RUN} ${i + 1}`, content: joinBatch(batch, `A${i + 1}`), starts_at: starts, is_active: true };
      const announcement = await created<{ id: number }>(admin, '/announcements', body);
      cleanup.push(`/announcements/${announcement.id}`);
    }
    const before = probe.hits.length;
    await page.goto(url('/'));
    const shown = page.getByTestId('active-announcements');
    for (const i of groups.keys()) await shown.getByText(`A${i + 1}-1`, { exact: true }).waitFor();
    await check('user', entry, before);
    expect(entry.failures).toEqual([]);
  });

  it('private messages', async () => {
    const admin = actor('admin').page;
    const { page, probe } = actor('user');
    const entry = track('private messages', XSS_PAYLOADS.length);
    const me = await api<{ id: number }>(page, 'GET', '/users/information');
    for (const [i, batch] of batches(XSS_PAYLOADS, BATCH).entries()) {
      const message = await created<{ id: number }>(admin, '/private-messages', { receiver_id: me.body.id, subject: `Pesan XSS ${RUN} ${i + 1}`, content: joinBatch(batch, `M${i + 1}`) });
      const before = probe.hits.length;
      await page.goto(url(`/mail/${message.id}`));
      await page.getByTestId('mail-content').getByText(`M${i + 1}-1`, { exact: true }).waitFor();
      await check('user', entry, before);
    }
    expect(entry.failures).toEqual([]);
  });
});
