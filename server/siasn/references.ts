import { and, asc, count, eq, ilike, max } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { siasnReferences } from '@/server/db/schema';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { notFound } from '@/server/http/errors';
import { getLogger } from '@/server/log';
import { containing } from '@/server/db/sql-helpers';
import { fetchReference, isReferenceName, REFERENCE_NAMES, type ReferenceName } from './reference-sources';

export interface ReferenceSummary {
  name: ReferenceName;
  total: number;
  synced_at: string | null;
}

function nameOf(value: string): ReferenceName {
  if (!isReferenceName(value)) throw notFound('Daftar referensi SIASN ini tidak dikenal');
  return value;
}

/** Every list the portal copies, with how many rows it holds and when it was last synced. */
export async function listReferenceNames({ db }: { db: Database }): Promise<ReferenceSummary[]> {
  const rows = await db
    .select({ name: siasnReferences.name, total: count(), syncedAt: max(siasnReferences.syncedAt) })
    .from(siasnReferences)
    .groupBy(siasnReferences.name);
  return REFERENCE_NAMES.map((name) => {
    const row = rows.find((r) => r.name === name);
    return { name, total: row?.total ?? 0, synced_at: row?.syncedAt ? new Date(row.syncedAt).toISOString() : null };
  });
}

// First copies under way, per list: concurrent pickers on a fresh portal share one.
const firstCopies = new Map<ReferenceName, Promise<unknown>>();

/**
 * A list never copied is copied on its first read, so the write forms' pickers work on a fresh
 * portal before an admin syncs anything; a SIASN outage then leaves the list empty, not an error.
 */
async function copiedOnce(db: Database, list: ReferenceName, actor: number): Promise<void> {
  const [held] = await db.select({ id: siasnReferences.id }).from(siasnReferences).where(eq(siasnReferences.name, list)).limit(1);
  if (held) return;
  let copy = firstCopies.get(list);
  if (!copy) {
    copy = syncReference({ db, name: list, actor })
      .catch((error) => getLogger().warn({ err: error, reference: list }, 'SIASN reference list not copied on first read'))
      .finally(() => firstCopies.delete(list));
    firstCopies.set(list, copy);
  }
  await copy;
}

/** A page of one list, searched by label (the local copy: SIASN is asked only for a list never copied). */
export async function listReference({ db, name, q, page, limit, actor }: { db: Database; name: string; q?: string; page: number; limit: number; actor: number }) {
  const list = nameOf(name);
  await copiedOnce(db, list, actor);
  const where = and(eq(siasnReferences.name, list), q ? ilike(siasnReferences.label, containing(q)) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: siasnReferences.id, label: siasnReferences.label, data: siasnReferences.data })
      .from(siasnReferences)
      .where(where)
      .orderBy(asc(siasnReferences.label), asc(siasnReferences.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(siasnReferences).where(where),
  ]);
  return { name: list, results: rows, total, page, limit };
}

/**
 * Copies one list from SIASN into the portal: fetched in full first, then replaced in one
 * transaction, so a failed call or a failed write leaves the previous copy as it was.
 */
export async function syncReference({ db, name, actor }: { db: Database; name: string; actor: number }): Promise<ReferenceSummary> {
  const list = nameOf(name);
  const fetched = await fetchReference(getSiasnGateway(), list, actor);
  const rows = [...new Map(fetched.map((row) => [row.id, row])).values()];
  const syncedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(siasnReferences).where(eq(siasnReferences.name, list));
    for (let i = 0; i < rows.length; i += 500) {
      await tx.insert(siasnReferences).values(rows.slice(i, i + 500).map((row) => ({ name: list, ...row, syncedAt })));
    }
  });
  return { name: list, total: rows.length, synced_at: syncedAt.toISOString() };
}
