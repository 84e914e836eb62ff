import { withQuery } from '@/utils/query';
import type { LiveMeetingView, MeetingCreateInput, MeetingList, MeetingPage, MeetingView } from '@/utils/schemas/meetings';
import { api } from './api';

export async function listLiveMeetings(): Promise<LiveMeetingView[]> {
  const { data } = await api.get<LiveMeetingView[]>('/zoom/meetings');
  return data;
}

export async function listAdminMeetings(query: { type: MeetingList; next_page_token?: string }): Promise<MeetingPage> {
  const { data } = await api.get<MeetingPage>(withQuery('/zoom/admin/meetings', { ...query, page_size: 30 }));
  return data;
}

export async function createMeeting(body: MeetingCreateInput): Promise<MeetingView> {
  const { data } = await api.post<MeetingView>('/zoom/admin/meetings', body);
  return data;
}

export async function deleteMeeting(id: number): Promise<void> {
  await api.delete(`/zoom/admin/meetings/${id}`);
}
