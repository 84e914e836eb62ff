// The closed sets of the coaching contract without zod, so browser code can import them without
// shipping a validator (first-load JS budget, docs/performance.md). coaching.ts re-exports them.

export const COACHING_STATUSES = ['upcoming', 'live', 'end'] as const;
export type CoachingStatus = (typeof COACHING_STATUSES)[number];
export const COACHING_REQUESTS = ['pending', 'accepted', 'refused'] as const;
export type CoachingRequest = (typeof COACHING_REQUESTS)[number];

/** The one step a clinic's status may take from each status (none from `end`). */
export const NEXT_STATUS: Readonly<Record<CoachingStatus, CoachingStatus | null>> = { upcoming: 'live', live: 'end', end: null };
