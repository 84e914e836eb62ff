import { announcementFor, savedReplyFor } from '../../../helpers/matrix-fixtures';
import { REF_KINDS } from '../../../helpers/ref-fixtures';
import { insertSubCategory } from '../../../helpers/ticket-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

const refRows: MatrixRow[] = REF_KINDS.flatMap(({ kind, insert, createBody, patchBody }) => [
  row('GET', `/ref/${kind}`, ex.signedIn(200)),
  row('POST', `/ref/${kind}`, ex.adminsOnly(201), async (ctx) => ({ body: await createBody(ctx.db) })),
  row('GET', `/ref/${kind}/[id]`, ex.signedIn(200), async (ctx) => ({ params: { id: await insert(ctx.db) } })),
  row('PATCH', `/ref/${kind}/[id]`, ex.adminsOnly(200), async (ctx) => ({ params: { id: await insert(ctx.db) }, body: patchBody() })),
  row('DELETE', `/ref/${kind}/[id]`, ex.adminsOnly(204), async (ctx) => ({ params: { id: await insert(ctx.db) } })),
]);

const announcement = { title: 'Pengumuman matriks', content: 'Isi pengumuman' };

export const knowledgeRows: MatrixRow[] = [
  ...refRows,
  row('GET', '/ref/sub-categories/popular', ex.signedIn(200)),
  // set-assignment-mode (docs/assignment.md).
  row('PUT', '/ref/sub-categories/[id]/assignment', ex.adminsOnly(200), async (ctx) => ({ params: { id: await insertSubCategory(ctx.db, 72) }, body: { mode: 'automatic' } })),
  ...['agents', 'categories', 'priorities', 'status'].map((kind) => row('GET', `/references/${kind}`, ex.signedIn(200))),
  row('GET', '/faqs', ex.everyone(200)),
  row('GET', '/data/departments', ex.signedIn(200)),
  row('GET', '/announcements', ex.adminsOnly(200), undefined, 'all'),
  row('GET', '/announcements', ex.signedIn(200), () => ({ query: 'active=true' }), 'shown now'),
  row('POST', '/announcements', ex.adminsOnly(201), () => ({ body: announcement })),
  row('GET', '/announcements/[id]', ex.signedIn(200), async (ctx) => ({ params: { id: await announcementFor(ctx) } }), 'shown'),
  row('GET', '/announcements/[id]', ex.hiddenAnnouncement, async (ctx) => ({ params: { id: await announcementFor(ctx, false) } }), 'hidden'),
  row('PATCH', '/announcements/[id]', ex.adminsOnly(200), async (ctx) => ({ params: { id: await announcementFor(ctx) }, body: { title: 'Judul baru' } })),
  row('DELETE', '/announcements/[id]', ex.adminsOnly(204), async (ctx) => ({ params: { id: await announcementFor(ctx) } })),
  row('GET', '/saved-replies', ex.staffOnly(200)),
  row('POST', '/saved-replies', ex.staffOnly(201), () => ({ body: { title: 'Balasan matriks', content: 'Isi balasan' } })),
  row('PATCH', '/saved-replies/[id]', ex.ownSavedReply(200), async (ctx) => ({ params: { id: await savedReplyFor(ctx) }, body: { title: 'Judul baru' } })),
  row('DELETE', '/saved-replies/[id]', ex.ownSavedReply(204), async (ctx) => ({ params: { id: await savedReplyFor(ctx) } })),
];
