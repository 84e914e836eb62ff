import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { agentAvailability, users } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { badRequest, notFound } from '@/server/http/errors';
import { assignmentText } from '@/locales/id/assignment';
import { isAway } from '@/utils/rules/assignment';
import type { AwayStateSchema, AwayStateView } from '@/utils/schemas/assignment';
import type { SessionUser } from '@/utils/session-user';

const JAKARTA_OFFSET = '+07:00';
const DAY_MS = 86_400_000;

/** The last day away (YYYY-MM-DD, Jakarta) as the moment the agent is back: the next midnight in Jakarta. */
export const backAt = (until: string) => new Date(Date.parse(`${until}T00:00:00${JAKARTA_OFFSET}`) + DAY_MS);

/** The target must exist (404) and be an agent (400); the caller may act on it (set-away-state, 403). */
async function requireAgent(db: Database, user: SessionUser, id: number): Promise<void> {
  authorize(user, 'set-away-state', { account: { id } });
  const [target] = await db.select({ role: users.currentRole }).from(users).where(eq(users.id, id));
  if (!target) throw notFound();
  if (target.role !== 'agent') throw badRequest(assignmentText.errors.notAgent);
}

async function viewOf(db: Pick<Database, 'select'>, id: number, now: Date): Promise<AwayStateView> {
  const [row] = await db.select().from(agentAvailability).where(eq(agentAvailability.userId, id));
  const away = row ? isAway(row.awaySince, row.awayUntil, now) : false;
  return {
    user_id: id,
    away,
    away_since: away && row?.awaySince ? row.awaySince.toISOString() : null,
    away_until: away && row?.awayUntil ? row.awayUntil.toISOString() : null,
  };
}

/** `GET /users/{id}/away`: the agent themself, or an admin. */
export async function getAwayState({ db, user, id, now = new Date() }: { db: Database; user: SessionUser; id: number; now?: Date }): Promise<AwayStateView> {
  await requireAgent(db, user, id);
  return viewOf(db, id, now);
}

/**
 * `PUT /users/{id}/away`: "Tidak bertugas" on (optionally until a day, which must not be past) or
 * off. Their open tickets stay theirs; the return-to-pool job moves the unanswered ones later.
 */
export async function setAwayState({
  db,
  user,
  id,
  input,
  now = new Date(),
}: {
  db: Database;
  user: SessionUser;
  id: number;
  input: z.output<typeof AwayStateSchema>;
  now?: Date;
}): Promise<AwayStateView> {
  await requireAgent(db, user, id);
  const awayUntil = input.away && input.until ? backAt(input.until) : null;
  if (awayUntil && awayUntil.getTime() <= now.getTime()) throw badRequest(undefined, [{ path: 'until', message: assignmentText.errors.untilPast }]);
  const values = { awaySince: input.away ? now : null, awayUntil, updatedAt: now };
  await db.insert(agentAvailability).values({ userId: id, ...values }).onConflictDoUpdate({ target: agentAvailability.userId, set: values });
  return viewOf(db, id, now);
}
