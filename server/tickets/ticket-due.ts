import { and, notInArray, sql, type SQL } from 'drizzle-orm';
import { subCategories, tickets } from '@/server/db/schema';
import { DUE_SOON_HOURS, FINISHED_STATUS_CODES } from '@/utils/rules/ticket-due';
import type { DueFilter } from '@/utils/schemas/ticket-codes';

// SLA due times (docs/tickets.md, "Due times"): created_at plus the sub-category's target hours,
// for tickets not finished. The list item's `due_at` is written by the list read model's function
// (migration 0032, with the same finished codes) and rewritten when a target changes; the filters
// here compute it, so a changed target counts at once for every ticket either way.

const target = sql`make_interval(hours => ${subCategories.durationTargetHours})`;
const unfinished = notInArray(tickets.statusCode, [...FINISHED_STATUS_CODES]);

/**
 * Each bound compares `created_at` with a value of the sub-category alone (never
 * `created_at + target` with now()), so the semi-join can range-scan
 * tickets_sub_category_idx (sub_category_id, created_at) per sub-category.
 */
const BOUNDS: Record<DueFilter, SQL> = {
  overdue: sql`${tickets.createdAt} < now() - ${target}`,
  soon: sql`${tickets.createdAt} >= now() - ${target} and ${tickets.createdAt} < now() - ${target} + make_interval(hours => ${sql.raw(String(DUE_SOON_HOURS))})`,
};

/** `due=overdue`: due time passed; `due=soon`: due within DUE_SOON_HOURS from now. */
export function dueFilter(kind: DueFilter): SQL | undefined {
  return and(unfinished, sql`exists (select 1 from ${subCategories} where ${subCategories.id} = ${tickets.subCategoryId} and ${BOUNDS[kind]})`);
}
