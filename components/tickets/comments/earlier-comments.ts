import type { TicketCommentView } from '@/utils/schemas/tickets';

/** A long conversation opens at its newest comments (each one costs the page start work). */
export const COMMENTS_SHOWN_AT_FIRST = 20;

/** The comments older than the newest ones behind a button, the answer apart: it stays in view. */
export function earlierComments(comments: TicketCommentView[], showAll: boolean) {
  const cut = showAll ? 0 : Math.max(0, comments.length - COMMENTS_SHOWN_AT_FIRST);
  const older = comments.slice(0, cut);
  return { hidden: older.filter((c) => !c.is_answer), answer: older.find((c) => c.is_answer), newest: comments.slice(cut) };
}
