// A browser in miniature for the cluster tests: one cookie jar (cookies ignore ports on localhost,
// as in a browser), redirects followed by hand, and sign-in through the identity sandbox's form.
import { DEMO_PASSWORD } from '../../../sandboxes/identity/accounts.mjs';

export class HttpSession {
  readonly cookies = new Map<string, string>();

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** One request with the jar's cookies; keeps what the answer sets. No redirect is followed. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || attributes.some((a) => /expires=.*1970|max-age=0/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects (GET) until an answer without one. */
  async follow(res: Response): Promise<Response> {
    for (let hop = 0; hop < 15 && res.headers.get('location'); hop++) {
      await res.body?.cancel();
      res = await this.fetch(new URL(res.headers.get('location')!, res.url).href);
    }
    return res;
  }

  /**
   * next-auth's sign-in through `portalUrl` (…/helpdesk): csrf token, the provider's start, the
   * sandbox's login form, the callback. Resolves once the session cookie is set.
   */
  async signIn(portalUrl: string, username: string, provider = 'simaster'): Promise<void> {
    const { csrfToken } = (await (await this.fetch(`${portalUrl}/api/auth/csrf`)).json()) as { csrfToken: string };
    const start = await this.fetch(`${portalUrl}/api/auth/signin/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken, callbackUrl: `${portalUrl}/` }),
    });
    const form = await this.follow(start);
    const html = await form.text();
    const action = html.match(/<form[^>]* action="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    if (!action) throw new Error(`no login form at ${form.url} (${form.status}): ${html.slice(0, 300)}`);
    const login = await this.fetch(new URL(action, form.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: DEMO_PASSWORD }),
    });
    const landed = await this.follow(login);
    await landed.body?.cancel();
    if (![...this.cookies.keys()].some((name) => name.startsWith('next-auth.session-token'))) {
      throw new Error(`sign-in of ${username} ended at ${landed.url} (${landed.status}) without a session`);
    }
  }
}
