// Helpers for the public pages and finance story (tests/e2e/public-finance-story.test.ts): the red
// area check, whole-rupiah texts, the values of the portal's figures and fact lists, and the
// annuity the bank sandbox is documented to compute (docs/public-finance.md section 5).
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS } from '@/sandboxes/identity/accounts.mjs';

/** The finance area's accent (utils/theme/tokens.ts, as tests/e2e/area-theme.test.ts pins it). */
const RED_ACCENT = '#cf1322';

/** The one theme root says red, with the red accent, once the page has settled on its path. */
export async function expectRed(page: Page): Promise<void> {
  const root = page.locator('[data-area-theme]');
  await expect.poll(() => root.first().getAttribute('data-area-theme')).toBe('red');
  expect(await root.count()).toBe(1);
  expect(await root.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--area-accent'))).toBe(RED_ACCENT);
}

/** "Rp 1.250.000": the currency, a plain space, dots between thousands, no decimals. */
export const WHOLE_RUPIAH = /^Rp \d{1,3}(\.\d{3})*$/;

/** The number behind a whole-rupiah text, after checking its form. */
export function rupiahValue(text: string): number {
  expect(text.trim()).toMatch(WHOLE_RUPIAH);
  return Number(text.replace(/\D/g, ''));
}

/** The value under a titled figure (components/ui/statistic.tsx). */
export const statistic = (scope: Locator, title: string): Promise<string> =>
  scope.getByText(title, { exact: true }).locator('xpath=following-sibling::div[1]/span[1]').innerText();

/** The value beside a label in a fact list (<dt>/<dd>). */
export const fact = (list: Locator, label: string): Locator => list.locator('div').filter({ has: list.page().locator('dt').getByText(label, { exact: true }) }).locator('dd');

/** The regular instalment of an annuity, rounded up to the rupiah. */
export function annuity(amount: number, ratePa: number, months: number): number {
  const r = ratePa / 100 / 12;
  return Math.ceil((amount * r) / (1 - (1 + r) ** -months));
}

/** Every demo account's email and NIP: what a public page must never print. */
export const DEMO_PRIVATE = Object.values(ACCOUNTS)
  .flat()
  .flatMap((a) => [a.email, 'employee_number' in a ? a.employee_number : undefined])
  .filter((v): v is string => typeof v === 'string');

/** Every demo account's display name (the testimonials' requesters come from these). */
export const DEMO_NAMES = new Set(Object.values(ACCOUNTS).flat().map((a) => a.name));
