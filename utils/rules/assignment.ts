/** How a sub-category's new tickets get their agent (docs/assignment.md). */
export const ASSIGNMENT_MODES = ['manual', 'automatic'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/**
 * An away agent's unanswered ticket older than this goes back to the pool (return-to-pool job).
 * Counted from the ticket's creation, the same clock as its SLA.
 */
export const RETURN_TO_POOL_AFTER_HOURS = 4;

export interface AssignmentCandidate {
  id: number;
  /** Open tickets (DIAJUKAN, DIKERJAKAN) assigned to the agent now. */
  openTickets: number;
  /** When the agent last got a ticket (by hand or by the portal); null: never. */
  lastAssignedAt: Date | null;
}

/**
 * The agent a new ticket goes to: the fewest open tickets; on a tie the one who waited longest
 * since their last assignment (never assigned counts as longest); then the lowest id, so the
 * choice is the same on every run. Null when no one is eligible (the ticket stays in the pool).
 */
export function chooseAgent(candidates: readonly AssignmentCandidate[]): number | null {
  const waited = (c: AssignmentCandidate) => (c.lastAssignedAt ? c.lastAssignedAt.getTime() : Number.NEGATIVE_INFINITY);
  const sorted = [...candidates].sort((a, b) => a.openTickets - b.openTickets || waited(a) - waited(b) || a.id - b.id);
  return sorted[0]?.id ?? null;
}

/** Away now: marked away, and the until-date (if any) not passed yet. */
export function isAway(awaySince: Date | null, awayUntil: Date | null, now: Date): boolean {
  return awaySince !== null && (awayUntil === null || awayUntil.getTime() > now.getTime());
}
