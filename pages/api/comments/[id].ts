import { z } from 'zod';
import { getVisibleComment } from '@/server/comments/load-comment';
import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { idParam } from '@/utils/schemas/common';

const CommentIdParams = z.object({ id: idParam });

export default apiRoute({
  GET: route({
    query: CommentIdParams,
    handle: async ({ user, query }) => getVisibleComment({ db: await getDb(), user, commentId: query.id }),
  }),
});
