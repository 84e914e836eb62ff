import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { podcasts } from '@/server/db/schema';
import { storeMedia } from '@/server/uploads/store-upload';
import type { CaseContext } from '../../../helpers/matrix-fixtures';
import { insertPodcast, insertPodcastComment } from '../../../helpers/podcasts-fixtures';
import { TINY_PNG } from '../../../helpers/tiny-png';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// Podcasts (docs/community.md section 2).

/**
 * The community matrix has no upload folder of its own: episode files go to a temporary one, made
 * by the first case that stores a file and removed after the test file that imported these rows.
 */
let uploadDir: string | undefined;
const previousUploadDir = process.env.UPLOAD_DIR;
function useTemporaryUploads(): void {
  if (uploadDir) return;
  uploadDir = mkdtempSync(path.join(tmpdir(), 'helpdesk-matrix-podcasts-'));
  process.env.UPLOAD_DIR = uploadDir;
}
afterAll(() => {
  if (!uploadDir) return;
  rmSync(uploadDir, { recursive: true, force: true });
  uploadDir = undefined;
  process.env.UPLOAD_DIR = previousUploadDir;
  if (previousUploadDir === undefined) delete process.env.UPLOAD_DIR;
});

/** A draft is hidden from everyone who does not manage podcasts. */
const draftHidden = (ok: number): MatrixRow['expect'] => ({ anonymous: 401, user: 404, agent: 404, admin: ok });
/** edit-own-content: a podcast comment's author, whatever the role; admins do not moderate them. */
const ownComment = (ok: number): MatrixRow['expect'] => ({
  anonymous: 401,
  user: 403,
  'user:author': ok,
  agent: 403,
  'agent:author': ok,
  admin: 403,
  'admin:author': ok,
});

/** A published episode (with audio, and a cover when asked) or a draft without files; returns its id. */
async function episode(ctx: CaseContext, published: boolean, withCover = false): Promise<number> {
  useTemporaryUploads();
  const row = await insertPodcast(ctx.db, { published, audio: published ? undefined : null });
  if (withCover) {
    const cover = await storeMedia({ name: 'sampul.png', bytes: Buffer.concat([TINY_PNG, Buffer.from(crypto.randomUUID())]) }, 'cover');
    await ctx.db.update(podcasts).set({ coverFile: cover.fileName }).where(eq(podcasts.id, row.id));
  }
  return row.id;
}
const published = async (ctx: CaseContext) => ({ params: { id: await episode(ctx, true) } });
const draft = async (ctx: CaseContext) => ({ params: { id: await episode(ctx, false) } });

/** A comment on a published episode by the actor (author) or another user. */
async function commentFor(ctx: CaseContext) {
  const id = await episode(ctx, true);
  const author = ctx.relation === 'author' && ctx.actor ? ctx.actor : ctx.cast.otherUser;
  return { params: { id, commentId: await insertPodcastComment(ctx.db, id, author.id) } };
}

function coverForm(): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(Buffer.concat([TINY_PNG, Buffer.from(crypto.randomUUID())]))]), 'sampul.png');
  return data;
}

const newEpisode = { title: 'Episode matriks', episode: 7 };

export const podcastRows: MatrixRow[] = [
  row('GET', '/podcasts', ex.adminsOnly(200)),
  row('POST', '/podcasts', ex.adminsOnly(201), () => ({ body: newEpisode })),
  row('GET', '/podcasts/[id]', ex.adminsOnly(200), draft),
  row('PATCH', '/podcasts/[id]', ex.adminsOnly(200), async (ctx) => ({ ...(await draft(ctx)), body: { title: 'Judul baru' } })),
  row('PATCH', '/podcasts/[id]', ex.adminsOnly(409), async (ctx) => ({ ...(await draft(ctx)), body: { is_published: true } }), 'publish without audio'),
  row('DELETE', '/podcasts/[id]', ex.adminsOnly(204), published),
  row('POST', '/podcasts/[id]/upload', ex.adminsOnly(200), async (ctx) => ({ ...(await draft(ctx)), query: 'type=cover', rawBody: coverForm() })),
  row('GET', '/podcasts/[id]/audio', ex.signedIn(200), published, 'published'),
  row('GET', '/podcasts/[id]/audio', draftHidden(404), draft, 'draft without audio'),
  row('GET', '/podcasts/[id]/cover', ex.signedIn(200), async (ctx) => ({ params: { id: await episode(ctx, true, true) } })),
  row('GET', '/podcasts/users', ex.signedIn(200)),
  row('GET', '/podcasts/users/[id]', ex.signedIn(200), published, 'published'),
  row('GET', '/podcasts/users/[id]', draftHidden(200), draft, 'draft'),
  row('GET', '/podcasts/[id]/comments', ex.signedIn(200), published, 'published'),
  row('GET', '/podcasts/[id]/comments', draftHidden(200), draft, 'draft'),
  row('POST', '/podcasts/[id]/comments', ex.signedIn(201), async (ctx) => ({ ...(await published(ctx)), body: { content: 'Komentar matriks' } })),
  row('PATCH', '/podcasts/[id]/comments/[commentId]', ownComment(200), async (ctx) => ({ ...(await commentFor(ctx)), body: { content: 'Diubah' } })),
  row('DELETE', '/podcasts/[id]/comments/[commentId]', ownComment(204), commentFor),
  row('PUT', '/podcasts/[id]/vote', ex.signedIn(200), async (ctx) => ({ ...(await published(ctx)), body: { stars: 4, comment: 'Bagus' } })),
  row('PUT', '/podcasts/[id]/vote', draftHidden(200), async (ctx) => ({ ...(await draft(ctx)), body: { stars: 4 } }), 'draft'),
  row('DELETE', '/podcasts/[id]/vote', ex.signedIn(200), published),
];
