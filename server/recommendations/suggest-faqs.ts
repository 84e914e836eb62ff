import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { faqs, subFaqs } from '@/server/db/schema';
import type { FaqSuggestion } from '@/utils/schemas/tickets';
import { CANDIDATES_PER_SOURCE, candidateIds } from './candidates';
import { anyWordQuery } from './search-terms';

/** FAQ questions (sub-FAQs with their group) like the given title, best first; same matching, scoring and candidates as tickets. */
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
  const score = sql<number>`ts_rank_cd(${subFaqs.searchVector}, ${query}, 32) + greatest(similarity(${subFaqs.question}, ${title}), word_similarity(${title}, ${subFaqs.question}))`.mapWith(Number);
  return db
    .select({ id: subFaqs.id, faq_id: faqs.id, faq_name: faqs.name, question: subFaqs.question, answer_html: subFaqs.answerHtml, score })
    .from(subFaqs)
    .innerJoin(faqs, eq(faqs.id, subFaqs.faqId))
    .where(
      and(
        inArray(subFaqs.id, candidateIds(nearest, newestMatches)),
        or(sql`${subFaqs.searchVector} @@ ${query}`, sql`${subFaqs.question} % ${title}`, sql`${title} <% ${subFaqs.question}`),
      ),
    )
    .orderBy(desc(score), desc(subFaqs.id))
    .limit(limit);
}
