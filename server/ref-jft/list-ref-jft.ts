import { asc, count, ilike, like, max, or } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { refJft } from '@/server/db/schema';
import { containing, startingWith } from '@/server/db/sql-helpers';
import type { RefJftPage, RefJftQuery } from '@/utils/schemas/ref-jft';

/** A page of the JFT reference by name, optionally matching a name part or the start of an ID. */
export async function listRefJft(db: Database, query: RefJftQuery): Promise<RefJftPage> {
  const term = query.search;
  const where = term ? or(ilike(refJft.nama, containing(term)), like(refJft.id, startingWith(term))) : undefined;
  const [data, [{ total }], [{ updatedAt }]] = await Promise.all([
    db
      .select({ id: refJft.id, nama: refJft.nama, jenjang: refJft.jenjang, rumpun: refJft.rumpun, bup: refJft.bup, kelasJabatan: refJft.kelasJabatan })
      .from(refJft)
      .where(where)
      .orderBy(asc(refJft.nama), asc(refJft.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(refJft).where(where),
    db.select({ updatedAt: max(refJft.updatedAt) }).from(refJft),
  ]);
  return { data, total, page: query.page, limit: query.limit, updatedAt: updatedAt ? new Date(updatedAt).toISOString() : null };
}
