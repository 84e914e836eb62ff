import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { agentAvailability, subCategories } from '@/server/db/schema';
import type { AssignmentMode } from '@/utils/rules/assignment';
import type { SessionUser } from '@/utils/session-user';
import { insertSubCategory, insertTicket } from './ticket-fixtures';

/** A sub-category in `mode` whose agents are `agents` (each has handled one of its tickets, now SELESAI). */
export async function subCategoryWithAgents(db: Database, mode: AssignmentMode, requester: SessionUser, agents: SessionUser[]): Promise<number> {
  const id = await insertSubCategory(db, 72);
  await db.update(subCategories).set({ assignmentMode: mode }).where(eq(subCategories.id, id));
  for (const agent of agents) await insertTicket(db, { requester, assignee: agent, subCategoryId: id, status: 'SELESAI' });
  return id;
}

export async function markAway(db: Database, agent: SessionUser, since: Date, until: Date | null = null): Promise<void> {
  await db
    .insert(agentAvailability)
    .values({ userId: agent.id, awaySince: since, awayUntil: until })
    .onConflictDoUpdate({ target: agentAvailability.userId, set: { awaySince: since, awayUntil: until } });
}
