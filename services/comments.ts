import type { z } from 'zod';
import type { CommentBodySchema, NewCommentSchema, ReactionEmoji, ReactionSummary, TicketCommentView } from '@/utils/schemas/tickets';
import { api } from './api';

export type CommentBody = z.input<typeof CommentBodySchema>;
export type NewCommentBody = z.input<typeof NewCommentSchema>;

const commentPath = (ticketId: number, commentId?: number, rest = '') =>
  `/tickets/${ticketId}/comments${commentId === undefined ? '' : `/${commentId}`}${rest}`;

export async function createComment(ticketId: number, body: NewCommentBody): Promise<TicketCommentView> {
  const { data } = await api.post<TicketCommentView>(commentPath(ticketId), body);
  return data;
}

export async function updateComment(ticketId: number, commentId: number, body: CommentBody): Promise<TicketCommentView> {
  const { data } = await api.patch<TicketCommentView>(commentPath(ticketId, commentId), body);
  return data;
}

export async function deleteComment(ticketId: number, commentId: number): Promise<void> {
  await api.delete(commentPath(ticketId, commentId));
}

/** PUT marks the comment as the ticket's answer, DELETE unmarks it. */
export async function setCommentAnswer(ticketId: number, commentId: number, isAnswer: boolean): Promise<TicketCommentView> {
  const path = commentPath(ticketId, commentId, '/mark-answer');
  const { data } = isAnswer ? await api.put<TicketCommentView>(path) : await api.delete<TicketCommentView>(path);
  return data;
}

/** Toggles the current user's reaction and answers the comment's new summary. */
export async function toggleReaction(ticketId: number, commentId: number, emoji: ReactionEmoji): Promise<ReactionSummary[]> {
  const { data } = await api.put<ReactionSummary[]>(commentPath(ticketId, commentId, '/reactions'), { emoji });
  return data;
}

/**
 * The held reply of undo send, posted as the page goes away (closed, reloaded, hidden): axios
 * requests die with the page, a `keepalive` fetch does not. Resolves whether it was written.
 */
export async function createCommentOnExit(ticketId: number, body: NewCommentBody): Promise<boolean> {
  try {
    const response = await fetch(`/helpdesk/api${commentPath(ticketId)}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    return false;
  }
}
