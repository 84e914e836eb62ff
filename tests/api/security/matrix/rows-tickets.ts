import { ticketComments } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { commentFor, ticketFor, ticketPairFor, unpinAll, type CaseContext } from '../../../helpers/matrix-fixtures';
import { insertTicket } from '../../../helpers/ticket-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

const ticketId = async (ctx: CaseContext, seed?: Parameters<typeof ticketFor>[1]) => ({ params: { id: (await ticketFor(ctx, seed)).id } });
const commentIds = async (ctx: CaseContext) => {
  const { ticket, comment } = await commentFor(ctx);
  return { params: { id: ticket.id, commentId: comment.id } };
};
const withBody = (body: unknown, seed?: Parameters<typeof ticketFor>[1]) => async (ctx: CaseContext) => ({ ...(await ticketId(ctx, seed)), body });
const toggle = (pattern: string, expect: MatrixRow['expect'], before?: (ctx: CaseContext) => Promise<void>): MatrixRow[] =>
  (['PUT', 'DELETE'] as const).map((method) =>
    row(method, pattern, expect, async (ctx) => {
      await before?.(ctx);
      return ticketId(ctx);
    }),
  );
const comment = { markdown: 'Komentar dari matriks otorisasi' };
/** "Ambil tiket": the actor names themselves on a ticket nobody works on yet. */
const takeUnassigned = async (ctx: CaseContext) => {
  const ticket = await insertTicket(ctx.db, {
    requester: ctx.relation === 'requester' && ctx.actor ? ctx.actor : ctx.cast.otherUser,
    published: ctx.relation === 'published',
  });
  return { params: { id: ticket.id }, body: { assignee_id: ctx.actor?.id ?? ctx.cast.agent.id } };
};
/** merge-ticket: the case's ticket joins a fresh ticket of the same requester. */
const mergeIntoSibling = async (ctx: CaseContext) => {
  const { source, target } = await ticketPairFor(ctx);
  return { params: { id: source.id }, body: { target_id: target.id } };
};
/** bulk-update-tickets keeps users out at the wrapper (403, not 404); staff then need change-status on the ticket. */
const bulkStatus: MatrixRow['expect'] = { ...ex.adminOrAssignee(200), user: 403 };

export const ticketRows: MatrixRow[] = [
  row('GET', '/tickets', ex.signedIn(200)),
  row('GET', '/tickets', ex.staffOnly(200), (ctx) => ({ query: `assignee=${ctx.cast.otherAgent.id}` }), 'advanced filter'),
  row('GET', '/tickets', ex.staffOnly(200), () => ({ query: 'due=overdue' }), 'due filter'),
  row('POST', '/tickets', ex.signedIn(201), () => ({ body: { title: 'Tiket dari matriks', description: 'Deskripsi tiket matriks' } })),
  row('GET', '/tickets/subscribes', ex.signedIn(200)),
  row('GET', '/tickets/queue', ex.staffOnly(200)),
  row('GET', '/tickets', ex.staffOnly(200), () => ({ query: 'waiting=true' }), 'waiting filter'),
  row('GET', '/tickets/[id]', ex.visibleTicket(200), ticketId),
  row('PATCH', '/tickets/[id]', ex.editTitle, withBody({ title: 'Judul baru dari matriks' }), 'title'),
  row('PATCH', '/tickets/[id]', ex.requesterOnly(200), withBody({ description: 'Deskripsi baru dari matriks' }), 'description'),
  row('DELETE', '/tickets/[id]', ex.deleteTicket, ticketId),
  ...toggle('/tickets/[id]/lock', ex.adminOrAssignee(200)),
  ...toggle('/tickets/[id]/publish', ex.adminOrAssignee(200)),
  ...toggle('/tickets/[id]/pin', ex.adminOrAssignee(200), (ctx) => unpinAll(ctx.db)),
  ...toggle('/tickets/[id]/subscribe', ex.visibleTicket(200)),
  row('PUT', '/tickets/[id]/read', ex.visibleTicket(204), ticketId),
  row('POST', '/tickets/[id]/presence', ex.sharePresence, withBody({ state: 'typing' })),
  row('POST', '/tickets/[id]/presence', ex.shareViewing, withBody({ state: 'viewing' }), 'viewing'),
  row('PATCH', '/tickets/[id]/status', ex.adminOrAssignee(200), withBody({ status: 'DIKERJAKAN' })),
  row('PATCH', '/tickets/[id]/agents', ex.changeAgent, async (ctx) => ({ ...(await ticketId(ctx)), body: { assignee_id: ctx.cast.agent.id } })),
  row('PATCH', '/tickets/[id]/agents', ex.takeTicket, takeUnassigned, 'take'),
  row('POST', '/tickets/[id]/merge', ex.staffOnly(200), mergeIntoSibling),
  row('POST', '/tickets/bulk', bulkStatus, async (ctx) => ({ body: { ids: [(await ticketFor(ctx)).id], action: 'status', value: 'DIKERJAKAN' } })),
  row('PATCH', '/tickets/[id]/priority-sub-category', ex.adminOrAssignee(200), withBody({ priority: 'TINGGI' })),
  row('PATCH', '/tickets/[id]/feedback', ex.requesterOnly(200), withBody({ stars: 5 }, { status: 'SELESAI' }), 'first feedback'),
  row('PATCH', '/tickets/[id]/feedback', ex.updateFeedback, withBody({ stars: 2 }, { status: 'SELESAI', stars: 4 }), 'update feedback'),
  row('POST', '/tickets/[id]/reminders', ex.adminOrAssignee(200), ticketId),
  row('GET', '/tickets/[id]/recommendations', ex.visibleTicket(200), ticketId),
  row('POST', '/tickets/[id]/comments', ex.createCommentOpen, withBody(comment), 'open ticket'),
  row('POST', '/tickets/[id]/comments', ex.createCommentLocked, withBody(comment, { locked: true }), 'locked ticket'),
  row('POST', '/tickets/[id]/comments', ex.createInternalNote, withBody({ ...comment, is_internal: true }), 'internal note'),
  // A status with the reply also needs change-status (a refused move writes no comment either).
  row('POST', '/tickets/[id]/comments', ex.adminOrAssignee(201), withBody({ ...comment, status: 'DITOLAK' }), 'reply with a status'),
  row('POST', '/comments', ex.createCommentOpen, async (ctx) => ({ body: { ...comment, ticket_id: (await ticketFor(ctx)).id } }), 'open ticket'),
  row('POST', '/comments', ex.createCommentLocked, async (ctx) => ({ body: { ...comment, ticket_id: (await ticketFor(ctx, { locked: true })).id } }), 'locked ticket'),
  row('GET', '/comments/[id]', ex.visibleTicket(200), async (ctx) => ({ params: { id: (await commentFor(ctx)).comment.id } })),
  row('PATCH', '/tickets/[id]/comments/[commentId]', ex.editComment, async (ctx) => ({ ...(await commentIds(ctx)), body: comment })),
  row('DELETE', '/tickets/[id]/comments/[commentId]', ex.removeComment, commentIds),
  row('PUT', '/tickets/[id]/comments/[commentId]/mark-answer', ex.adminOrAssignee(200), commentIds),
  row('DELETE', '/tickets/[id]/comments/[commentId]/mark-answer', ex.adminOrAssignee(200), async (ctx) => {
    const req = await commentIds(ctx);
    await ctx.db.update(ticketComments).set({ isAnswer: true }).where(eq(ticketComments.id, req.params.commentId));
    return req;
  }),
  row('PATCH', '/tickets/[id]/comments/[commentId]/reactions', ex.visibleTicket(200), async (ctx) => ({ ...(await commentIds(ctx)), body: { emoji: '👍' } })),
  row('PUT', '/tickets/[id]/comments/[commentId]/reactions', ex.visibleTicket(200), async (ctx) => ({ ...(await commentIds(ctx)), body: { emoji: '🎉' } })),
  row('GET', '/recommendations/tickets', ex.signedIn(200), () => ({ query: 'title=cuti%20tahunan' })),
  row('GET', '/recommendations/faqs', ex.signedIn(200), () => ({ query: 'title=cuti%20tahunan' })),
  row('GET', '/dashboard/tickets', ex.staffOnly(200)),
  row('GET', '/dashboard/staff', ex.staffOnly(200)),
];
