import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { faqs, subFaqs } from '@/server/db/schema';
import type { FaqSuggestion } from '@/utils/schemas/tickets';
import { CANDIDATES_PER_SOURCE, candidateIds } from './candidates';
import { anyWordQuery } from './search-terms';

/**
 * FAQ questions (sub-FAQs with their group) like the given title, best first: the same matching,
 * scoring, candidates and fenced scoring subquery as `suggestTickets`.
 */
export async function suggestFaqs({ db, title, limit }: { db: Pick<Database, 'select'>; title: string; limit: number }): Promise<FaqSuggestion[]> {
  const query = anyWordQuery(title);
  const nearest = db
    .select({ id: subFaqs.id })
    .from(subFaqs)
    .orderBy(sql`${subFaqs.question} <->> ${title}`)
    .limit(CANDIDATES_PER_SOURCE);
  const newestMatches = db
    .select({ id: subFaqs.id })
    .from(subFaqs)
    .where(sql`${subFaqs.searchVector} @@ ${query}`)
    .orderBy(desc(subFaqs.id))
    .limit(CANDIDATES_PER_SOURCE);
  const scored = db
    .select({
      id: subFaqs.id,
      faq_id: sql<number>`${faqs.id}`.as('faq_id'),
      faq_name: sql<string>`${faqs.name}`.as('faq_name'),
      question: subFaqs.question,
      answer_html: subFaqs.answerHtml,
      matched: sql<boolean>`${or(sql`${subFaqs.searchVector} @@ ${query}`, sql`${subFaqs.question} % ${title}`, sql`${title} <% ${subFaqs.question}`)}`.as('matched'),
      score: sql<number>`ts_rank_cd(${subFaqs.searchVector}, ${query}, 32) + greatest(similarity(${subFaqs.question}, ${title}), word_similarity(${title}, ${subFaqs.question}))`.as('score'),
    })
    .from(subFaqs)
    .innerJoin(faqs, eq(faqs.id, subFaqs.faqId))
    .where(inArray(subFaqs.id, candidateIds(nearest, newestMatches)))
    // Every candidate fits: the limit is only the fence (drizzle drops `offset 0`).
    .limit(2 * CANDIDATES_PER_SOURCE)
    .as('scored');
  const rows = await db
    .select({ id: scored.id, faq_id: scored.faq_id, faq_name: scored.faq_name, question: scored.question, answer_html: scored.answer_html, score: scored.score })
    .from(scored)
    .where(sql`${scored.matched}`)
    .orderBy(desc(scored.score), desc(scored.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, score: Number(row.score) }));
}
