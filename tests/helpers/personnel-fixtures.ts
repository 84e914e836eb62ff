import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { personalDataReadPurposes, users } from '@/server/db/schema';
import type { Role } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';
import { ACCOUNTS } from '@/sandboxes/identity/accounts.mjs';
import { createUser } from './fixtures';

/** The NIPs of the SIMASTER demo accounts, which the SIASN sandbox knows. */
export const DEMO_NIP = Object.fromEntries(ACCOUNTS.simaster.map((a) => [a.username, a.employee_number])) as Record<'admin' | 'agent' | 'user' | 'user2', string>;

/** A well-formed NIP (gender digit 1) the sandbox's province does not hold. */
export const UNKNOWN_NIP = '190001012000011999';

/** A user of the role whose session and row carry the NIP (or another employee number). */
export async function userWithNip(db: Database, role: Role, nip: string | null): Promise<SessionUser> {
  const user = await createUser(db, { role });
  await db.update(users).set({ employeeNumber: nip }).where(eq(users.id, user.id));
  return { ...user, employee_number: nip };
}

/** A civil servant, an agent and an admin with the NIPs of the demo accounts, created in that order. */
export async function demoUsers(db: Database): Promise<Record<'pns' | 'agent' | 'admin', SessionUser>> {
  const pns = await userWithNip(db, 'user', DEMO_NIP.user);
  const agent = await userWithNip(db, 'agent', DEMO_NIP.agent);
  const admin = await userWithNip(db, 'admin', DEMO_NIP.admin);
  return { pns, agent, admin };
}

/**
 * The purpose each reader stated for reading each NIP in their test session (docs/privacy.md),
 * for tests about something else than the question: test tokens carry no sid, so the server keys
 * their session by the user.
 */
export async function statedPurposes(db: Database, readers: SessionUser[], nips: string[] = [...Object.values(DEMO_NIP), UNKNOWN_NIP], purpose = 'Audit'): Promise<void> {
  const rows = readers.flatMap((reader) => nips.map((nip) => ({ sessionId: `user:${reader.id}`, readerId: reader.id, subjectNip: nip, purpose })));
  await db.insert(personalDataReadPurposes).values(rows).onConflictDoNothing();
}
