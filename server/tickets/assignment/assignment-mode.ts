import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { subCategories } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { AssignmentMode } from '@/utils/rules/assignment';

/** `PUT /ref/sub-categories/{id}/assignment` (set-assignment-mode): applies to tickets created from now on. */
export async function setAssignmentMode({ db, id, mode }: { db: Database; id: number; mode: AssignmentMode }): Promise<{ id: number; assignment_mode: AssignmentMode }> {
  const [row] = await db
    .update(subCategories)
    .set({ assignmentMode: mode, updatedAt: new Date() })
    .where(eq(subCategories.id, id))
    .returning({ id: subCategories.id, assignment_mode: subCategories.assignmentMode });
  if (!row) throw notFound('Sub-kategori tidak ditemukan');
  return row;
}
