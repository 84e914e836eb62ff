import { apiRoute, route } from '@/server/http/api-route';
import { listLiveMeetings } from '@/server/meetings/live-meetings';

export default apiRoute({
  GET: route({ handle: () => listLiveMeetings() }),
});
