// The closed sets of the meeting contract without zod, so browser code can import them without
// shipping a validator (first-load JS budget, docs/performance.md). meetings.ts re-exports them.

/** Zoom's meeting types the portal offers (labels: locales/id/meetings.ts). */
export const MEETING_TYPES = [1, 2, 3, 8] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export const MEETING_LISTS = ['scheduled', 'live', 'upcoming'] as const;
export type MeetingList = (typeof MEETING_LISTS)[number];
/** Zoom's recurrence types: daily, weekly, monthly. */
export const RECURRENCE_TYPES = [1, 2, 3] as const;
