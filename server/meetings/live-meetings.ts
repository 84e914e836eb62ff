import { listZoomMeetings } from '@/server/gateways/zoom/meetings';
import type { LiveMeetingView } from '@/utils/schemas/meetings';
import { toLiveMeetingView } from './meeting-view';

const CACHE_MS = 30_000;
// Everyone signed in opens /meetings: one Zoom call per 30 s per process, not one per visit.
let cached: { at: number; meetings: LiveMeetingView[] } | null = null;

/** The meetings live now (first 100), from a copy at most 30 s old; `now` is the clock (ms). */
export async function listLiveMeetings({ now = Date.now() }: { now?: number } = {}): Promise<LiveMeetingView[]> {
  if (cached && now - cached.at < CACHE_MS && now >= cached.at) return cached.meetings;
  const page = await listZoomMeetings({ type: 'live', page_size: 100 });
  cached = { at: now, meetings: page.meetings.map(toLiveMeetingView) };
  return cached.meetings;
}

/** An admin created or deleted a meeting: the next visit asks Zoom again. */
export function forgetLiveMeetings(): void {
  cached = null;
}
