import { z } from 'zod';
import { ASSIGNMENT_MODES } from '@/utils/rules/assignment';

/** `PUT /ref/sub-categories/{id}/assignment`. */
export const AssignmentModeSchema = z.object({ mode: z.enum(ASSIGNMENT_MODES) });

/** `PUT /users/{id}/away`: away or back; `until` is the last day away (Jakarta), optional. */
export const AwayStateSchema = z.object({ away: z.boolean(), until: z.iso.date().nullable().optional() });

export interface AwayStateView {
  user_id: number;
  away: boolean;
  away_since: string | null;
  /** The moment the agent is available again (the day after `until`, 00:00 Jakarta); null: until they switch back. */
  away_until: string | null;
}
