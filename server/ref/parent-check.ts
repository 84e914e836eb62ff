import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '@/server/http/errors';
import type { Reader } from '@/server/db/sql-helpers';

/** 400 on `field` when the parent row (category, FAQ) does not exist. */
export async function requireParent(db: Reader, idColumn: AnyPgColumn, id: number, field: string, message: string): Promise<void> {
  const [row] = await db.select({ id: idColumn }).from(idColumn.table).where(eq(idColumn, id));
  if (!row) throw badRequest(undefined, [{ path: field, message }]);
}
