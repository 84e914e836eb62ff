import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { categories, priorities, status, subCategories, users } from '@/server/db/schema';
import { userSummaryColumns } from '@/server/tickets/user-summary';
import type { UserSummary } from '@/utils/schemas/common';
import type { PriorityRef, StatusRef } from '@/utils/schemas/tickets';

type Reader = Pick<Database, 'select'>;

export interface CategoryOption {
  id: number;
  name: string;
  description: string | null;
  sub_categories: { id: number; name: string; description: string | null; duration_target_hours: number }[];
}

/** Statuses in their lifecycle order (sort_order), for pickers and filters. */
export function listStatuses({ db }: { db: Reader }): Promise<StatusRef[]> {
  return db.select({ code: status.code, name: status.name, color: status.color }).from(status).orderBy(asc(status.sortOrder), asc(status.id));
}

export function listPriorities({ db }: { db: Reader }): Promise<PriorityRef[]> {
  return db
    .select({ code: priorities.code, name: priorities.name, color: priorities.color })
    .from(priorities)
    .orderBy(asc(priorities.sortOrder), asc(priorities.id));
}

/** Categories by name, each with its sub-categories by name (two queries). */
export async function listCategories({ db }: { db: Reader }): Promise<CategoryOption[]> {
  const [cats, subs] = await Promise.all([
    db.select({ id: categories.id, name: categories.name, description: categories.description }).from(categories).orderBy(asc(categories.name)),
    db
      .select({
        id: subCategories.id,
        categoryId: subCategories.categoryId,
        name: subCategories.name,
        description: subCategories.description,
        duration_target_hours: subCategories.durationTargetHours,
      })
      .from(subCategories)
      .orderBy(asc(subCategories.name)),
  ]);
  return cats.map((category) => ({
    ...category,
    sub_categories: subs.filter((s) => s.categoryId === category.id).map(({ categoryId: _categoryId, ...sub }) => sub),
  }));
}

/** People a ticket can be assigned to: agents and admins. */
export function listAgents({ db }: { db: Reader }): Promise<UserSummary[]> {
  return db
    .select(userSummaryColumns(users))
    .from(users)
    .where(inArray(users.currentRole, ['agent', 'admin']))
    .orderBy(asc(users.name), asc(users.id));
}
