import { beforeAll, describe, expect, it } from 'vitest';
import faqsHandler from '@/pages/api/faqs/index';
import statusHandler from '@/pages/api/ref/status/index';
import savedRepliesHandler from '@/pages/api/saved-replies/index';
import userSearchHandler from '@/pages/api/users/search/[term]';
import { fingerprintDb } from '../helpers/db-fingerprint';
import { createUser } from '../helpers/fixtures';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

// Regression (tests/api/security/fuzz-*): a U+0000 in a search or a stored text answered 500
// (PostgreSQL text cannot hold it). It is now a 400 on the field, and nothing is written.
let agent: SessionUser;
beforeAll(async () => {
  agent = await createUser(ctx.db, { role: 'agent' });
});

describe('U+0000 in input', () => {
  it.each([
    ['GET /faqs?search', () => ctx.api.call(faqsHandler, { path: '/?search=%2Fetc%2Fpasswd%00.png' }), 'search'],
    ['GET /ref/status?search', () => ctx.api.call(statusHandler, { path: '/?search=%00', user: agent }), 'search'],
    ['GET /users/search/{term}', () => ctx.api.call(userSearchHandler, { params: { term: "a\u0000b'--" }, user: agent }), 'term'],
    ['POST /saved-replies', () => ctx.api.call(savedRepliesHandler, { method: 'POST', body: { title: '\u0000', content: 'Isi' }, user: agent }), 'title'],
  ])('%s answers 400 on the field and writes nothing', async (_name, send, field) => {
    const before = await fingerprintDb(ctx.db);
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: [expect.objectContaining({ path: field })] });
    expect(await fingerprintDb(ctx.db)).toEqual(before);
  });
});
