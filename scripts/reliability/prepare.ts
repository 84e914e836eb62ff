// The load run's database: migrated and seeded with the demo data before the portal opens it
// (PGlite allows one process per folder), plus the ids the run needs.
import { asc, eq } from 'drizzle-orm';
import { createDb } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { tickets, users } from '../../server/db/schema';
import { toSessionUser } from '../../server/users/session-user';
import type { SessionUser } from '../../utils/session-user';

export interface PreparedData {
  /** The demo agent: sees every ticket, like the people who use the list most. */
  agent: SessionUser;
  ticketId: number;
}

export async function prepareDemoDatabase(target: { url?: string; dataDir?: string }): Promise<PreparedData> {
  const handle = await createDb({ ...target, poolMax: 1 });
  try {
    await handle.migrate();
    await seedDemoData(handle.db);
    const [agent] = await handle.db.select().from(users).where(eq(users.username, 'agent'));
    const [ticket] = await handle.db.select({ id: tickets.id }).from(tickets).orderBy(asc(tickets.id)).limit(1);
    if (!agent || !ticket) throw new Error('demo seed left no agent or no ticket');
    return { agent: toSessionUser(agent), ticketId: ticket.id };
  } finally {
    await handle.close();
  }
}

/** A new, empty database on the server of `serverUrl` for one run; `drop` removes it again. */
export async function createRunDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { randomBytes } = await import('node:crypto');
  const pg = (await import('pg')).default;
  const name = `helpdesk_reliability_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
