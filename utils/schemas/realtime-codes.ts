// zod-free closed sets of live updates, for browser code (utils/schemas/realtime.ts builds on them).

export const PRESENCE_STATES = ['typing', 'viewing', 'left'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];
