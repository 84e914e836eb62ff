import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { Database } from '@/server/db/client';
import { AppError, conflict, notFound } from '@/server/http/errors';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION, type Reader, type Tx } from '@/server/db/sql-helpers';

/**
 * One kind of reference data (status, priorities, categories, ...): what differs per kind.
 * The CRUD flow around it (transaction, row lock, 404, 409) lives once, below.
 */
export interface RefResource<View, Create, Patch, ListQuery> {
  /** 'Status', 'Kategori', ... for messages. */
  label: string;
  table: PgTable & { id: AnyPgColumn };
  schemas: { list: ZodType<ListQuery>; create: ZodType<Create>; patch: ZodType<Patch> };
  /** The message of a unique violation, for kinds with a unique code or name. */
  duplicateMessage?: string;
  list(db: Reader, query: ListQuery): Promise<View[]>;
  find(db: Reader, id: number): Promise<View | undefined>;
  /** Inserts the row, returns its id. Throws 400 (field) for a missing parent. */
  insert(tx: Tx, input: Create): Promise<number>;
  /** Updates the locked row; throws 409 for a change the lifecycle forbids. */
  update(tx: Tx, current: View, input: Patch): Promise<void>;
  /** Why the row must stay (Indonesian, shown to the admin), or null when it may go. */
  deleteBlocker(tx: Tx, current: View): Promise<string | null>;
}

type Findable<V> = Pick<RefResource<V, unknown, unknown, unknown>, 'label' | 'find'>;
type Lockable<V> = Pick<RefResource<V, unknown, unknown, unknown>, 'label' | 'find' | 'table'>;

async function mustFind<V>(db: Reader, resource: Findable<V>, id: number): Promise<V> {
  const row = await resource.find(db, id);
  if (row === undefined) throw notFound(`${resource.label} tidak ditemukan`);
  return row;
}

/** Locks the row against concurrent deletes and references (FK inserts wait), then loads it. */
async function lockRow<V>(tx: Tx, resource: Lockable<V>, id: number): Promise<V> {
  await tx.execute(sql`select 1 from ${resource.table} where ${resource.table.id} = ${id} for update`);
  return mustFind(tx, resource, id);
}

/** Constraint violations the checks could not see coming (a concurrent insert) still answer 409. */
function mapConstraintErrors(resource: { duplicateMessage?: string; label: string }) {
  return (error: unknown): never => {
    if (error instanceof AppError) throw error;
    const code = pgErrorCode(error);
    if (code === UNIQUE_VIOLATION) throw conflict(resource.duplicateMessage ?? `${resource.label} sudah ada`);
    if (code === FOREIGN_KEY_VIOLATION) throw conflict(`${resource.label} masih digunakan oleh data lain`);
    throw error;
  };
}

/** One row by id, 404 when missing (`GET /ref/<kind>/{id}`). */
export const findRef = mustFind;

export async function createRef<V, C>(db: Database, resource: RefResource<V, C, unknown, unknown>, input: C): Promise<V> {
  const id = await db.transaction((tx) => resource.insert(tx, input)).catch(mapConstraintErrors(resource));
  return mustFind(db, resource, id);
}

export async function updateRef<V, P>(db: Database, resource: RefResource<V, unknown, P, unknown>, id: number, input: P): Promise<V> {
  await db
    .transaction(async (tx) => resource.update(tx, await lockRow(tx, resource, id), input))
    .catch(mapConstraintErrors(resource));
  return mustFind(db, resource, id);
}

/** 409 with the resource's reason when the row is in use; nothing is deleted then. */
export async function deleteRef<V>(db: Database, resource: RefResource<V, unknown, unknown, unknown>, id: number): Promise<void> {
  await db
    .transaction(async (tx) => {
      const current = await lockRow(tx, resource, id);
      const blocker = await resource.deleteBlocker(tx, current);
      if (blocker) throw conflict(blocker);
      await tx.delete(resource.table).where(eq(resource.table.id, id));
    })
    .catch(mapConstraintErrors(resource));
}
