import { readScores } from '@/server/casn/scores';
import { apiRoute, publicRoute } from '@/server/http/api-route';

export default apiRoute({
  GET: publicRoute({ handle: () => readScores() }),
});
