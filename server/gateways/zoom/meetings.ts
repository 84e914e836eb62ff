import { z } from 'zod';
import { zoomCall } from './client';

// Zoom's meeting objects with its own field names (docs/community.md section 5). Unknown fields
// are dropped; `start_url` and `password` stay on the server (server/meetings/meeting-view.ts).
const Recurrence = z.object({
  type: z.number().int(),
  repeat_interval: z.number().int().optional(),
  weekly_days: z.string().optional(),
  monthly_day: z.number().int().optional(),
  end_times: z.number().int().optional(),
  end_date_time: z.string().optional(),
});

const MeetingItem = z.object({
  id: z.number().int().positive(),
  uuid: z.string(),
  topic: z.string(),
  type: z.number().int(),
  start_time: z.string().optional(),
  duration: z.number().int().optional(),
  timezone: z.string().optional(),
  agenda: z.string().optional(),
  created_at: z.string(),
  join_url: z.url(),
});

export const ZoomMeeting = MeetingItem.extend({
  status: z.string().optional(),
  start_url: z.url().optional(),
  password: z.string().optional(),
  recurrence: Recurrence.optional(),
});

/** A page of meetings as the portal reads it (also the connection check's). */
export const MeetingList = z.object({
  page_size: z.number().int(),
  total_records: z.number().int().nonnegative(),
  next_page_token: z.string().optional().default(''),
  meetings: z.array(MeetingItem),
});

export type ZoomMeeting = z.infer<typeof ZoomMeeting>;
export type ZoomMeetingItem = z.infer<typeof MeetingItem>;
export type ZoomMeetingList = z.infer<typeof MeetingList>;
export type ZoomListType = 'scheduled' | 'live' | 'upcoming';

export interface NewZoomMeeting {
  topic: string;
  type: 1 | 2 | 3 | 8;
  /** UTC, `yyyy-MM-ddTHH:mm:ssZ`. */
  start_time?: string;
  duration?: number;
  timezone?: string;
  agenda?: string;
  recurrence?: z.infer<typeof Recurrence>;
}

export function createZoomMeeting(input: NewZoomMeeting): Promise<ZoomMeeting> {
  return zoomCall('POST', '/users/me/meetings', ZoomMeeting, { body: input });
}

export function listZoomMeetings(query: { type: ZoomListType; page_size?: number; next_page_token?: string }): Promise<ZoomMeetingList> {
  const params: Record<string, string> = { type: query.type };
  if (query.page_size) params.page_size = String(query.page_size);
  if (query.next_page_token) params.next_page_token = query.next_page_token;
  return zoomCall('GET', '/users/me/meetings', MeetingList, { query: params });
}

export function getZoomMeeting(id: string): Promise<ZoomMeeting> {
  return zoomCall('GET', `/meetings/${encodeURIComponent(id)}`, ZoomMeeting);
}

/** 204; an unknown meeting is 404 NOT_FOUND. */
export function deleteZoomMeeting(id: string): Promise<void> {
  return zoomCall('DELETE', `/meetings/${encodeURIComponent(id)}`, null);
}

/** Zoom's time form: UTC without milliseconds. */
export const zoomTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
