import { agentAvailability } from '@/server/db/schema';
import type { Tx } from '../ticket-transaction';

/**
 * Stamps an agent's last assignment, the tie-break of automatic assignment (fewest open tickets,
 * then the longest wait since the last one): a ticket given by the system or by a person counts alike.
 */
export async function stampAssigned(tx: Tx, agentId: number, now: Date): Promise<void> {
  await tx
    .insert(agentAvailability)
    .values({ userId: agentId, lastAssignedAt: now })
    .onConflictDoUpdate({ target: agentAvailability.userId, set: { lastAssignedAt: now, updatedAt: now } });
}
