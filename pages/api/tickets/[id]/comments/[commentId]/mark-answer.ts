import { setCommentAnswer } from '@/server/comments/mark-answer';
import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { CommentParams } from '@/utils/schemas/tickets';

const markAnswer = (isAnswer: boolean) =>
  route({
    query: CommentParams,
    handle: async ({ user, query }) => setCommentAnswer({ db: await getDb(), user, ticketId: query.id, commentId: query.commentId, isAnswer }),
  });

export default apiRoute({ PUT: markAnswer(true), DELETE: markAnswer(false) });
