import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { savedReplies, type SavedReply } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { containing } from '@/server/db/sql-helpers';
import { iso } from '@/server/tickets/user-summary';
import type { Paginated } from '@/utils/schemas/common';
import type { SavedReplyPatchSchema, SavedReplyQuerySchema, SavedReplySchema, SavedReplyView } from '@/utils/schemas/knowledge';

// Reply templates are private: every query is scoped to the author, so another person's id is 404.

interface Owned {
  db: Database;
  userId: number;
}

const toView = (r: SavedReply): SavedReplyView => ({
  id: r.id,
  title: r.title,
  content: r.content,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

const own = (userId: number, id: number) => and(eq(savedReplies.userId, userId), eq(savedReplies.id, id));
const missing = () => notFound('Balasan tersimpan tidak ditemukan');

export async function listSavedReplies({ db, userId, query }: Owned & { query: z.output<typeof SavedReplyQuerySchema> }): Promise<Paginated<SavedReplyView>> {
  const { search, page, limit } = query;
  const where = and(
    eq(savedReplies.userId, userId),
    search ? or(ilike(savedReplies.title, containing(search)), ilike(savedReplies.content, containing(search))) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(savedReplies)
      .where(where)
      .orderBy(desc(savedReplies.updatedAt), desc(savedReplies.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(savedReplies).where(where),
  ]);
  return { data: rows.map(toView), total, page, limit };
}

export async function createSavedReply({ db, userId, input }: Owned & { input: z.output<typeof SavedReplySchema> }): Promise<SavedReplyView> {
  const [row] = await db.insert(savedReplies).values({ userId, ...input }).returning();
  return toView(row);
}

export async function updateSavedReply({ db, userId, id, input }: Owned & { id: number; input: z.output<typeof SavedReplyPatchSchema> }): Promise<SavedReplyView> {
  const [row] = await db
    .update(savedReplies)
    .set({ ...input, updatedAt: new Date() })
    .where(own(userId, id))
    .returning();
  if (!row) throw missing();
  return toView(row);
}

export async function deleteSavedReply({ db, userId, id }: Owned & { id: number }): Promise<void> {
  const deleted = await db.delete(savedReplies).where(own(userId, id)).returning({ id: savedReplies.id });
  if (deleted.length === 0) throw missing();
}
