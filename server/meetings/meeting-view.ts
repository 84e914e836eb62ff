import type { ZoomMeeting, ZoomMeetingItem } from '@/server/gateways/zoom/meetings';
import type { LiveMeetingView, MeetingView } from '@/utils/schemas/meetings';

/** What the browser gets of a Zoom meeting: `start_url` (it starts the meeting as the host) and `password` stay here. */
export function toMeetingView(meeting: ZoomMeetingItem | ZoomMeeting): MeetingView {
  const full = meeting as Partial<ZoomMeeting>;
  return {
    id: meeting.id,
    uuid: meeting.uuid,
    topic: meeting.topic,
    type: meeting.type,
    start_time: meeting.start_time ?? null,
    duration: meeting.duration ?? null,
    timezone: meeting.timezone ?? null,
    agenda: meeting.agenda ?? null,
    join_url: meeting.join_url,
    created_at: meeting.created_at,
    ...(full.status ? { status: full.status } : {}),
    ...(full.recurrence ? { recurrence: full.recurrence } : {}),
  };
}

export const toLiveMeetingView = (meeting: ZoomMeetingItem): LiveMeetingView => ({
  id: meeting.id,
  topic: meeting.topic,
  start_time: meeting.start_time ?? null,
  duration: meeting.duration ?? null,
  join_url: meeting.join_url,
});
