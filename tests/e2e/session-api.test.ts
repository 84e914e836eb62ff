// What the browser gets from the portal's APIs once signed in, and the server-rendered antd CSS.
import { beforeAll, expect, it } from 'vitest';
import { demoAccount, url, useBrowser, type StorageState } from './support/browser';

const b = useBrowser();
let asAdmin: StorageState;
let asUser2: StorageState;

beforeAll(async () => {
  asAdmin = await b.signedInState({ provider: 'SIMASTER', username: 'admin' });
  // Signs in here: a test below reads the login it records.
  asUser2 = await b.signedInState({ provider: 'SIMASTER', username: 'user2' }, { ownSignIn: true });
});

it('the session endpoint returns the portal user with id, role, organisation, group, NIP and name', async () => {
  const page = await b.newPage(asAdmin);
  const response = await page.request.get(url('/api/auth/session'));
  expect(response.status()).toBe(200);
  const { user, expires } = await response.json();
  const admin = demoAccount('simaster', 'admin');
  expect(user).toMatchObject({
    current_role: 'admin',
    organization_id: admin.organization_id,
    group: 'MASTER',
    employee_number: admin.employee_number,
    name: admin.name,
    username: 'admin',
  });
  expect(Number.isInteger(user.id) && user.id > 0).toBe(true);
  expect(Date.parse(expires)).toBeGreaterThan(Date.now());
});

it('a signed-out browser gets an empty session and 401 from the user API', async () => {
  const page = await b.newPage();
  expect(await (await page.request.get(url('/api/auth/session'))).json()).toEqual({});
  expect((await page.request.get(url('/api/users/information'))).status()).toBe(401);
});

it('after user2 signs in, /api/users/information says role user and records the login', async () => {
  const page = await b.newPage(asUser2);
  await page.goto(url('/'));
  await page.getByTestId('account-card').waitFor();
  // From the page itself, as the app's own code calls it (same cookies, same origin).
  const { status, body } = await page.evaluate(async (endpoint) => {
    const res = await fetch(endpoint, { headers: { Accept: 'application/json' } });
    return { status: res.status, body: await res.json() };
  }, url('/api/users/information'));
  expect(status).toBe(200);
  const user2 = demoAccount('simaster', 'user2');
  expect(body).toMatchObject({ username: 'user2', current_role: 'user', group: 'MASTER', employee_number: user2.employee_number });
  expect(body.last_login_at).not.toBeNull();
  const lastLogin = Date.parse(body.last_login_at);
  expect(Number.isNaN(lastLogin)).toBe(false);
  expect(Date.now() - lastLogin).toBeLessThan(10 * 60_000);
});

it('server-rendered pages carry their CSS as stylesheets and their content in the HTML', async () => {
  const page = await b.newPage();
  // The sign-in error page and the sign-in page are drawn by the shell's own parts: their
  // stylesheets are linked in the head and the content is in the HTML, so the first paint is styled.
  const errorPage = await page.request.get(url('/auth/error?error=Configuration'));
  expect(errorPage.status()).toBe(200);
  const errorHtml = await errorPage.text();
  expect(errorHtml).toMatch(/<link[^>]+rel="stylesheet"[^>]+\.css"/);
  expect(errorHtml).toMatch(/data-testid="result-state"[^>]*>(?:(?!<\/h1>).)*<h1[^>]*>Terjadi kendala saat masuk/);
  const signIn = await page.request.get(url('/auth/signin'));
  const html = await signIn.text();
  expect(html).toMatch(/<link[^>]+rel="stylesheet"[^>]+\.css"/);
  expect(html).toMatch(/<button[^>]+class="btn btn-primary[^"]*"[^>]*>(?:(?!<\/button>).)*Masuk dengan SIMASTER/);
});
