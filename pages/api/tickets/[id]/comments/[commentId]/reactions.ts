import { toggleReaction } from '@/server/comments/toggle-reaction';
import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { CommentParams, ReactionSchema } from '@/utils/schemas/tickets';

// The spec lists both PATCH and PUT; both toggle.
const toggle = route({
  query: CommentParams,
  body: ReactionSchema,
  handle: async ({ user, query, body }) =>
    toggleReaction({ db: await getDb(), user, ticketId: query.id, commentId: query.commentId, emoji: body.emoji }),
});

export default apiRoute({ PATCH: toggle, PUT: toggle });
