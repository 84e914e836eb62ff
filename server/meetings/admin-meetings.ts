import type { z } from 'zod';
import { createZoomMeeting, deleteZoomMeeting, listZoomMeetings, zoomTime } from '@/server/gateways/zoom/meetings';
import type { MeetingCreateSchema, MeetingListQuery, MeetingPage, MeetingView } from '@/utils/schemas/meetings';
import { forgetLiveMeetings } from './live-meetings';
import { toMeetingView } from './meeting-view';

// The admin's meetings (manage-meetings, checked by the routes): Zoom's own list, create, delete.

export async function listMeetings({ query }: { query: z.output<typeof MeetingListQuery> }): Promise<MeetingPage> {
  const page = await listZoomMeetings(query);
  return { page_size: page.page_size, total_records: page.total_records, next_page_token: page.next_page_token, meetings: page.meetings.map(toMeetingView) };
}

export async function createMeeting({ input }: { input: z.output<typeof MeetingCreateSchema> }): Promise<MeetingView> {
  const meeting = await createZoomMeeting({
    topic: input.topic,
    type: input.type,
    ...(input.start_time ? { start_time: zoomTime(new Date(input.start_time)) } : {}),
    ...(input.duration ? { duration: input.duration } : {}),
    timezone: 'Asia/Jakarta',
    ...(input.agenda ? { agenda: input.agenda } : {}),
    ...(input.recurrence ? { recurrence: input.recurrence } : {}),
  });
  forgetLiveMeetings();
  return toMeetingView(meeting);
}

/** 204; an unknown meeting is Zoom's 404, answered as ours. */
export async function deleteMeeting({ id }: { id: string }): Promise<void> {
  await deleteZoomMeeting(id);
  forgetLiveMeetings();
}
