import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pageHandler from '@/pages/api/layanan/kepegawaian/[slug]';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import type { ServicePageView } from '@/utils/schemas/service-catalogue';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { insertServicePage } from '../helpers/service-catalogue-fixtures';
import { XSS_PAYLOADS } from '../helpers/xss-payloads';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();
let admin: SessionUser;

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  await insertServicePage(ctx.db, { slug: 'xss' });
});
// One write a payload: each test stays within the per-person limit on markdown writes; the file does not.
beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()));

// An admin's markdown is still untrusted text: what visitors get is the sanitized HTML only.
describe('service page content: the XSS corpus', () => {
  it.each(XSS_PAYLOADS)('stores and answers %s neutralised', async (payload) => {
    const saved = await ctx.api.call<ServicePageView>(pageHandler, { method: 'PATCH', params: { slug: 'xss' }, body: { content_markdown: `Layanan\n\n${payload}` }, user: admin });
    expect(saved.status).toBe(200);
    const { body } = await ctx.api.call<ServicePageView>(pageHandler, { params: { slug: 'xss' } });
    const html = body.content_html;
    expect(html).toContain('Layanan');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/<[^>]*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/<(iframe|object|embed|form|svg|math|style|link|meta|base|video|body)\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
  });
});
