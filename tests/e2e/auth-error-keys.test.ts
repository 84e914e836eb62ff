// An `error` value that names an Object.prototype member must not crash the sign-in or error page.
import { expect, it } from 'vitest';
import { url, useBrowser } from './support/browser';
import { authError, signIn } from '@/locales/id';

const b = useBrowser();
const KEYS = ['__proto__', 'constructor', 'toString'];

it.each(KEYS)('the sign-in page with error=%s shows the general message', async (key) => {
  const page = await b.newPage();
  const response = await page.goto(url(`/auth/signin?error=${key}`));
  expect(response?.status()).toBe(200);
  expect(await page.getByTestId('signin-error').innerText()).toContain(signIn.errors.Default);
});

it.each(KEYS)('the error page with error=%s shows the general message', async (key) => {
  const page = await b.newPage();
  await page.goto(url(`/auth/error?error=${key}`));
  await page.getByText(authError.errors.Default).waitFor();
});
