import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import { faqs, subFaqs } from '@/server/db/schema';
import { containing, type Reader } from '@/server/db/sql-helpers';
import type { FaqGroup } from '@/utils/schemas/knowledge';

/**
 * The FAQ page: groups with their questions (one query, grouped here). With `search`, the
 * questions whose text matches (ILIKE, or Indonesian full text so "naik pangkat" finds "kenaikan
 * pangkat"), or all questions of a group whose name matches; empty groups are left out.
 */
export async function listFaqGroups({ db, search }: { db: Reader; search?: string }): Promise<FaqGroup[]> {
  const pattern = search && containing(search);
  const match = pattern
    ? or(
        ilike(subFaqs.question, pattern),
        ilike(subFaqs.answerMarkdown, pattern),
        ilike(faqs.name, pattern),
        sql`${subFaqs.searchVector} @@ websearch_to_tsquery('indonesian', ${search})`,
      )
    : undefined;
  const rows = await db
    .select({
      faq: { id: faqs.id, name: faqs.name, description: faqs.description },
      item: { id: subFaqs.id, question: subFaqs.question, answer_html: subFaqs.answerHtml },
    })
    .from(subFaqs)
    .innerJoin(faqs, eq(faqs.id, subFaqs.faqId))
    .where(match)
    .orderBy(asc(faqs.name), asc(faqs.id), asc(subFaqs.id));
  const groups = new Map<number, FaqGroup>();
  for (const { faq, item } of rows) {
    const group = groups.get(faq.id) ?? { ...faq, items: [] };
    group.items.push(item);
    groups.set(faq.id, group);
  }
  return [...groups.values()];
}
