import { eq } from 'drizzle-orm';
import { forgetSessionState } from '@/server/auth/session-state-cache';
import { users } from '@/server/db/schema';
import { signUnsubscribeToken } from '@/server/notifications/unsubscribe-token';
import { storeUpload } from '@/server/uploads/store-upload';
import { createUser } from '../../../helpers/fixtures';
import { TINY_PNG } from '../../../helpers/tiny-png';
import { messageFor, notificationFor, ticketFor, uploadFor, type CaseContext } from '../../../helpers/matrix-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// The smallest file the upload service accepts (a real PNG), made distinct by trailing bytes.
const PNG = Buffer.concat([TINY_PNG, Buffer.from('matrix-png')]);

function pngForm(): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'matriks.png');
  return data;
}

/** Session version 0 again for the actor, as the test cookies carry (tests/helpers/api-server.ts). */
async function restoreSessions(ctx: CaseContext): Promise<void> {
  if (!ctx.actor) return;
  await ctx.db.update(users).set({ sessionVersion: 0 }).where(eq(users.id, ctx.actor.id));
  await forgetSessionState(ctx.actor.id);
}

const otherUserId = (ctx: CaseContext) => ({ params: { id: ctx.cast.otherUser.id } });

export const peopleRows: MatrixRow[] = [
  // Unduh data saya: one's own copy; a made-up link is 404 for everyone signed in.
  row('GET', '/privacy/exports', ex.signedIn(200)),
  row('POST', '/privacy/exports', ex.signedIn(202)),
  row('GET', '/privacy/exports/[id]/download', ex.signedIn(404), () => ({ params: { id: '0b6f7a52-3c1e-4d2a-9c55-1f6a2b7e8d90' }, query: `expires=${Date.now() + 3600_000}&sig=dGFtcGVyZWQtc2lnbmF0dXJlLXRhbXBlcmVk` })),
  row('GET', '/users', ex.adminsOnly(200)),
  row('GET', '/users/information', ex.signedIn(200)),
  row('PATCH', '/users/[id]', ex.adminsOnly(200), async (ctx) => ({ params: { id: (await createUser(ctx.db)).id }, body: { role: 'agent' } })),
  // set-away-state: "agent" is the cast's agent, so "own" targets the actor's own account.
  row('GET', '/users/[id]/away', ex.awayOf(true), (ctx) => ({ params: { id: ctx.cast.agent.id } }), 'own'),
  row('GET', '/users/[id]/away', ex.awayOf(false), (ctx) => ({ params: { id: ctx.cast.otherAgent.id } }), 'another agent'),
  row('PUT', '/users/[id]/away', ex.awayOf(true), (ctx) => ({ params: { id: ctx.cast.agent.id }, body: { away: false } }), 'own'),
  row('PUT', '/users/[id]/away', ex.awayOf(false), (ctx) => ({ params: { id: ctx.cast.otherAgent.id }, body: { away: false } }), 'another agent'),
  row('GET', '/users/[id]/histories', ex.adminsOnly(200), otherUserId),
  row('GET', '/users/[id]/info', ex.signedIn(200), otherUserId),
  row('PUT', '/users/[id]/activation', ex.adminsOnly(200), async (ctx) => ({ params: { id: (await createUser(ctx.db)).id }, body: { active: false } })),
  row('GET', '/users/[id]/tickets', ex.signedIn(200), otherUserId),
  row('GET', '/users/search/[term]', ex.signedIn(200), () => ({ params: { term: 'Pengguna' } })),
  row('GET', '/users-histories', ex.signedIn(200)),
  row('GET', '/profiles', ex.signedIn(200)),
  row('PATCH', '/profiles', ex.signedIn(200), () => ({ body: { bio: 'Bio dari matriks' } })),
  row('GET', '/profiles/[id]', ex.signedIn(200), otherUserId),
  row('GET', '/ratings', ex.signedIn(200)),
  row('POST', '/ratings', ex.signedIn(200), () => ({ body: { stars: 4 } })),
  row('DELETE', '/ratings', ex.signedIn(204)),
  row('GET', '/ratings/summary', ex.adminsOnly(200)),
  row('GET', '/private-messages', ex.signedIn(200)),
  row('POST', '/private-messages', ex.signedIn(201), (ctx) => ({ body: { receiver_id: ctx.cast.otherUser.id, subject: 'Halo', content: 'Isi pesan' } })),
  row('GET', '/private-messages/[id]', ex.messageParty, async (ctx) => ({ params: { id: await messageFor(ctx) } })),
  row('PATCH', '/private-messages/[id]', ex.messageParty, async (ctx) => ({ params: { id: await messageFor(ctx) }, body: { read: true } })),
  row('GET', '/notifications', ex.signedIn(200)),
  row('PUT', '/notifications', ex.signedIn(200)),
  row('PATCH', '/notifications/[id]', { ...ex.ownNotification, 'user:receiver': 200, 'agent:receiver': 200 }, async (ctx) => ({ params: { id: await notificationFor(ctx) } })),
  row('DELETE', '/notifications/[id]', ex.ownNotification, async (ctx) => ({ params: { id: await notificationFor(ctx) } })),
  // manage-own-notification-preferences: everyone signed in, on their own preferences only.
  row('GET', '/notifications/preferences', ex.signedIn(200)),
  row('PUT', '/notifications/preferences', ex.signedIn(200), () => ({ body: { digest_hour: 8, channels: { community: 'in_app' } } })),
  // The unsubscribe link works with or without a session: the signed token names the person (here another user).
  row('GET', '/notifications/unsubscribe', ex.everyone(200), (ctx) => ({ query: `token=${signUnsubscribeToken(ctx.cast.otherUser.id, 'community')}` })),
  row('POST', '/notifications/unsubscribe', ex.everyone(200), (ctx) => ({ query: `token=${signUnsubscribeToken(ctx.cast.otherUser.id, 'digest')}` })),
  row('POST', '/notifications/unsubscribe', ex.everyone(404), (ctx) => ({ query: `token=${signUnsubscribeToken(ctx.cast.otherUser.id, 'digest').replace('.digest.', '.community.')}` }), 'token turned to another kind'),
];

export const platformRows: MatrixRow[] = [
  row('GET', '/health', ex.everyone(200)),
  row('GET', '/health/live', ex.everyone(200)),
  row('GET', '/health/ready', ex.everyone(200)),
  // The connection check (docs/deploy.md): with no sandbox configured its lines say so, still a 200.
  row('GET', '/admin/connections', ex.adminsOnly(200)),
  // The live stream (an event stream: the matrix reads its status and hangs up).
  row('GET', '/events', ex.signedIn(200)),
  row('GET', '/events', ex.visibleTicket(200), async (ctx) => ({ query: `tickets=${(await ticketFor(ctx)).id}` }), 'ticket'),
  row('POST', '/markdown', ex.signedIn(200), () => ({ body: { text: '**tebal**' } })),
  row('POST', '/uploads', ex.signedIn(201), () => ({ rawBody: pngForm() })),
  row('GET', '/uploads/[file]', ex.everyone(200), async (ctx) => {
    const stored = await storeUpload({ bytes: PNG, name: 'matriks.png' }, { db: ctx.db, ownerId: ctx.cast.admin.id, kind: 'image' });
    return { params: { file: stored.url.split('/').pop() ?? '' } };
  }),
  row('DELETE', '/uploads/[file]', ex.ownUpload, async (ctx) => ({ params: { file: await uploadFor(ctx) } })),
  // Ends the actor's sessions; `after` gives them back so the next cases still have one.
  { ...row('DELETE', '/sessions', ex.signedIn(204)), after: restoreSessions },
];
