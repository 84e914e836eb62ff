import { desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { faqs, subFaqs } from '@/server/db/schema';
import type { FaqSuggestion } from '@/utils/schemas/tickets';
import { withBitmapPlan } from './bitmap-plan';
import { anyWordQuery } from './search-terms';

/** FAQ questions (sub-FAQs with their group) like the given title, best first; same scoring as tickets. */
export async function suggestFaqs({ db, title, limit }: { db: Database; title: string; limit: number }): Promise<FaqSuggestion[]> {
  const query = anyWordQuery(title);
  const score = sql<number>`ts_rank_cd(${subFaqs.searchVector}, ${query}, 32) + greatest(similarity(${subFaqs.question}, ${title}), word_similarity(${title}, ${subFaqs.question}))`.mapWith(Number);
  return withBitmapPlan(db, (tx) =>
    tx
      .select({ id: subFaqs.id, faq_id: faqs.id, faq_name: faqs.name, question: subFaqs.question, answer_html: subFaqs.answerHtml, score })
      .from(subFaqs)
      .innerJoin(faqs, eq(faqs.id, subFaqs.faqId))
      .where(or(sql`${subFaqs.searchVector} @@ ${query}`, sql`${subFaqs.question} % ${title}`, sql`${title} <% ${subFaqs.question}`))
      .orderBy(desc(score), desc(subFaqs.id))
      .limit(limit),
  );
}
