import { apiRoute, route } from '@/server/http/api-route';
import { deleteMeeting } from '@/server/meetings/admin-meetings';
import { MeetingParams } from '@/utils/schemas/meetings';

export default apiRoute({
  DELETE: route({ permission: 'manage-meetings', query: MeetingParams, handle: ({ query }) => deleteMeeting({ id: query.id }) }),
});
