import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import faqsHandler from '@/pages/api/faqs/index';
import statusHandler from '@/pages/api/ref/status/index';
import savedRepliesHandler from '@/pages/api/saved-replies/index';
import userSearchHandler from '@/pages/api/users/search/[term]';
import { startApiServer, type ApiTestServer } from '../helpers/api-server';
import { fingerprintDb } from '../helpers/db-fingerprint';
import { createUser } from '../helpers/fixtures';
import { openTestDb } from '../helpers/test-db';
import type { SessionUser } from '@/utils/session-user';

// Regression (tests/api/security/fuzz-*): a U+0000 in a search or a stored text answered 500
// (PostgreSQL text cannot hold it). It is now a 400 on the field, and nothing is written.
let handle: DbHandle;
let api: ApiTestServer;
let agent: SessionUser;
beforeAll(async () => {
  handle = await openTestDb();
  api = await startApiServer();
  agent = await createUser(handle.db, { role: 'agent' });
});
afterAll(async () => {
  await api.close();
  await handle.close();
});

describe('U+0000 in input', () => {
  it.each([
    ['GET /faqs?search', () => api.call(faqsHandler, { path: '/?search=%2Fetc%2Fpasswd%00.png' }), 'search'],
    ['GET /ref/status?search', () => api.call(statusHandler, { path: '/?search=%00', user: agent }), 'search'],
    ['GET /users/search/{term}', () => api.call(userSearchHandler, { params: { term: "a\u0000b'--" }, user: agent }), 'term'],
    ['POST /saved-replies', () => api.call(savedRepliesHandler, { method: 'POST', body: { title: '\u0000', content: 'Isi' }, user: agent }), 'title'],
  ])('%s answers 400 on the field and writes nothing', async (_name, send, field) => {
    const before = await fingerprintDb(handle.db);
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: [expect.objectContaining({ path: field })] });
    expect(await fingerprintDb(handle.db)).toEqual(before);
  });
});
