// proxy.ts runs for every page but those of guardedPageProps, which set the same headers
// themselves (server/http/page-headers.ts, issue 34). Its matcher names those pages one by one:
// this keeps the list equal to pages/ and checks what Next makes of it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { config } from '@/proxy';

const PAGES = path.resolve(__dirname, '../../pages');
// The getServerSideProps that go through guardedPageProps (and so apply the page headers).
const GUARDED = /as getServerSideProps \} from '@\/server\/(auth\/guarded-page-props|pages\/(ticket-page-props|pipeline-page-props|finance-product-props))'/;

/** A page file's address as a matcher pattern: `[id]` one segment, `[...section]` the rest. */
const patternOf = (file: string) =>
  file
    .replace(/\.tsx$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\[\.\.\.[^\]]+\]/g, '.+')
    .replace(/\[[^\]]+\]/g, '[^/]+');

const guardedPages = readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.startsWith('api/') && GUARDED.test(readFileSync(path.join(PAGES, file), 'utf8')))
  .map(patternOf)
  .sort();

const listed = /\(\?:([^)]*)\)\$/.exec(config.matcher[1])?.[1].split('|') ?? [];
// Next's own compiler of matchers, as its build runs it (exported, not typed).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers(matcher: string[], config: { basePath: string }): { regexp: string }[] };
const matchers = getMiddlewareMatchers(config.matcher, { basePath: '/helpdesk' }).map((m) => new RegExp(m.regexp));
const proxied = (pathname: string) => matchers.some((m) => m.test(pathname));

describe('the proxy matcher', () => {
  it('leaves out exactly the pages of guardedPageProps', () => {
    expect(guardedPages.length).toBeGreaterThan(50);
    expect([...listed].sort()).toEqual(guardedPages);
  });

  it('skips those pages, and only at their own addresses', () => {
    for (const pathname of ['/helpdesk/tickets', '/helpdesk/tickets/12', '/helpdesk/tickets/create', '/helpdesk/layanan-siasn/kp', '/helpdesk/pemutakhiran-data/data-utama', '/helpdesk/pegawai/198807202011012003/jabatan'])
      expect(proxied(pathname), pathname).toBe(false);
    for (const pathname of [
      '/helpdesk', // Beranda
      '/helpdesk/auth/signin',
      '/helpdesk/faq', // prerendered
      '/helpdesk/layanan/kepegawaian/kenaikan-pangkat',
      '/helpdesk/tidak-ada-halaman-ini', // the 404 page
      '/helpdesk/tickets/12/lain', // unknown, under a guarded page
      '/helpdesk/ticketsx',
      '/helpdesk/_next/data/build/tickets.json',
    ])
      expect(proxied(pathname), pathname).toBe(true);
    for (const pathname of ['/helpdesk/api/tickets', '/helpdesk/_next/static/chunks/a.js']) expect(proxied(pathname), pathname).toBe(false);
  });
});
