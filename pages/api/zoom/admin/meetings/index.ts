import { apiRoute, route } from '@/server/http/api-route';
import { createMeeting, listMeetings } from '@/server/meetings/admin-meetings';
import { MeetingCreateSchema, MeetingListQuery } from '@/utils/schemas/meetings';

export default apiRoute({
  GET: route({ permission: 'manage-meetings', query: MeetingListQuery, handle: ({ query }) => listMeetings({ query }) }),
  POST: route({ permission: 'manage-meetings', body: MeetingCreateSchema, status: 201, handle: ({ body }) => createMeeting({ input: body }) }),
});
