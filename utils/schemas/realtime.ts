import { z } from 'zod';
import { csv, idParam } from './common';
import { booleanParam, idText } from './query-params';
import { PRESENCE_STATES } from './realtime-codes';

export { PRESENCE_STATES, type PresenceState } from './realtime-codes';

/** Most tickets one stream follows besides its user's own topic (a tab shows one ticket at a time). */
export const MAX_STREAM_TICKETS = 10;

/** An event id as the browser sends it back (`Last-Event-ID`): digits, a bigserial within JS's safe range. */
export const eventIdText = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

/**
 * GET /api/events: `?tickets=1,2` to follow those tickets; `jobs=true` to follow background jobs
 * (manage-personnel-jobs); `lastEventId` when the header cannot be sent.
 */
export const LiveEventsQuery = z.object({
  tickets: z.pipe(csv(idText), z.array(z.number()).max(MAX_STREAM_TICKETS)).optional(),
  jobs: z.optional(booleanParam),
  lastEventId: eventIdText.optional(),
});

/** POST /api/tickets/{id}/presence. */
export const PresenceParams = z.object({ id: idParam });
export const PresenceSchema = z.object({ state: z.enum(PRESENCE_STATES) });
