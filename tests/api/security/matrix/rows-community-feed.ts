import type { CaseContext } from '../../../helpers/matrix-fixtures';
import { insertFeedComment, insertPost } from '../../../helpers/feed-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

/** The actor when the case makes them the author, else another user. */
const authorOf = (ctx: CaseContext) => (ctx.relation === 'author' && ctx.actor ? ctx.actor : ctx.cast.otherUser);
const postFor = async (ctx: CaseContext) => ({ id: await insertPost(ctx.db, authorOf(ctx).id) });
const commentFor = async (ctx: CaseContext) => ({ id: await insertFeedComment(ctx.db, await insertPost(ctx.db, ctx.cast.otherAgent.id), authorOf(ctx).id) });

/** edit-own-content: the author edits, whatever the role; admins do not edit others' words. */
const authorOnly = (ok: number): MatrixRow['expect'] => ({
  anonymous: 401,
  user: 403,
  'user:author': ok,
  agent: 403,
  'agent:author': ok,
  admin: 403,
  'admin:author': ok,
});
/** The author or moderate-feed (admins) deletes. */
const authorOrModerator: MatrixRow['expect'] = { ...authorOnly(204), admin: 204 };
const content = { content: 'Isi **matriks**' };

// The social feed (docs/community.md section 3): everyone signed in reads, posts, likes, reacts and comments.
export const feedRows: MatrixRow[] = [
  row('GET', '/feed/posts', ex.signedIn(200)),
  row('GET', '/feed/posts', ex.signedIn(200), () => ({ query: 'sort=likes&mine=true' }), 'mine, most liked'),
  row('POST', '/feed/posts', ex.signedIn(201), () => ({ body: content })),
  row('GET', '/feed/posts/[id]', ex.signedIn(200), async (ctx) => ({ params: await postFor(ctx) })),
  row('PATCH', '/feed/posts/[id]', authorOnly(200), async (ctx) => ({ params: await postFor(ctx), body: content })),
  row('DELETE', '/feed/posts/[id]', authorOrModerator, async (ctx) => ({ params: await postFor(ctx) })),
  row('GET', '/feed/posts/[id]/likes', ex.signedIn(200), async (ctx) => ({ params: await postFor(ctx) })),
  row('PUT', '/feed/posts/[id]/likes', ex.signedIn(200), async (ctx) => ({ params: await postFor(ctx) })),
  row('DELETE', '/feed/posts/[id]/likes', ex.signedIn(200), async (ctx) => ({ params: await postFor(ctx) })),
  row('PUT', '/feed/posts/[id]/reactions', ex.signedIn(200), async (ctx) => ({ params: await postFor(ctx), body: { emoji: '🚀' } })),
  row('GET', '/feed/posts/[id]/comments', ex.signedIn(200), async (ctx) => ({ params: await postFor(ctx) })),
  row('POST', '/feed/posts/[id]/comments', ex.signedIn(201), async (ctx) => ({ params: await postFor(ctx), body: content })),
  row('PATCH', '/feed/comments/[id]', authorOnly(200), async (ctx) => ({ params: await commentFor(ctx), body: content })),
  row('DELETE', '/feed/comments/[id]', authorOrModerator, async (ctx) => ({ params: await commentFor(ctx) })),
];
