import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/server/db/client';
import { flushBackgroundWrites } from '@/server/db/background-writes';

/** Per table of the public schema: its row count and a hash over every row's text form. */
export type DbFingerprint = Record<string, { rows: number; hash: string }>;

const Rows = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });
const TableRow = z.object({ table_name: z.string() });
const Summary = z.object({ name: z.string(), rows: z.coerce.number(), hash: z.string() });

// Logs of calls to outside systems: a refused request may still have asked SIASN (a NIP SIASN
// does not know is a 404 after the call), and every call is logged by design.
const CALL_LOGS = ['siasn_calls'];

// One statement per fingerprint (a UNION over every table) instead of one per table: fuzzing takes one after every request.
const statements = new WeakMap<Database, SQL>();

async function fingerprintStatement(db: Database): Promise<SQL> {
  const known = statements.get(db);
  if (known) return known;
  const tables = Rows(TableRow).parse(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const parts = tables.rows.filter(({ table_name: name }) => !CALL_LOGS.includes(name)).map(
    ({ table_name: name }) =>
      sql`select ${name}::text as name, count(*) as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from ${sql.identifier(name)} t`,
  );
  const statement = sql.join(parts, sql` union all `);
  statements.set(db, statement);
  return statement;
}

/**
 * Whether a refused request left the database as it was (taken before and after it). Identity sequences are left out on
 * purpose: an insert rolled back inside a refused transaction still advances its sequence.
 */
export async function fingerprintDb(db: Database): Promise<DbFingerprint> {
  // Writes the portal makes after answering (call logs, personal data reads) land first: an
  // earlier request's must not show up as this one's, and this one's must show.
  await flushBackgroundWrites();
  const result = Rows(Summary).parse(await db.execute(await fingerprintStatement(db)));
  return Object.fromEntries(result.rows.map(({ name, rows, hash }) => [name, { rows, hash }]));
}
