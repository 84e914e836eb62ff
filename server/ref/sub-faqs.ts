import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { faqs, subFaqs } from '@/server/db/schema';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { SubFaqListQuerySchema, SubFaqPatchSchema, SubFaqSchema, type SubFaqView } from '@/utils/schemas/knowledge';
import type { RefResource } from './ref-resource';
import { requireParent } from './parent-check';
import { containing, type Reader, type Tx } from '@/server/db/sql-helpers';

type Create = z.output<typeof SubFaqSchema>;
type Patch = z.output<typeof SubFaqPatchSchema>;

const select = (db: Reader) =>
  db
    .select({
      id: subFaqs.id,
      faq: { id: faqs.id, name: faqs.name },
      question: subFaqs.question,
      answer_markdown: subFaqs.answerMarkdown,
      answer_html: subFaqs.answerHtml,
    })
    .from(subFaqs)
    .innerJoin(faqs, eq(faqs.id, subFaqs.faqId));

const requireFaq = (tx: Tx, id: number) => requireParent(tx, faqs.id, id, 'faq_id', 'FAQ tidak ditemukan');
/** The answer is stored with its sanitized HTML. */
const answerColumns = async (answer: string) => ({ answerMarkdown: answer, answerHtml: await renderMarkdown(answer) });

async function toColumns(tx: Tx, { faq_id, answer, question }: Patch) {
  if (faq_id !== undefined) await requireFaq(tx, faq_id);
  return { faqId: faq_id, question, ...(answer === undefined ? {} : await answerColumns(answer)) };
}

/** The questions and answers of a FAQ group. Nothing references them, so they can always go. */
export const subFaqRef: RefResource<SubFaqView, Create, Patch, z.output<typeof SubFaqListQuerySchema>> = {
  label: 'Sub-FAQ',
  table: subFaqs,
  schemas: { list: SubFaqListQuerySchema, create: SubFaqSchema, patch: SubFaqPatchSchema },
  list: (db, { search, faq_id }) =>
    select(db)
      .where(
        and(
          search ? or(ilike(subFaqs.question, containing(search)), ilike(subFaqs.answerMarkdown, containing(search))) : undefined,
          faq_id ? eq(subFaqs.faqId, faq_id) : undefined,
        ),
      )
      .orderBy(asc(faqs.name), asc(subFaqs.id)),
  async find(db, id) {
    const [row] = await select(db).where(eq(subFaqs.id, id));
    return row;
  },
  async insert(tx, input) {
    await requireFaq(tx, input.faq_id);
    const [row] = await tx
      .insert(subFaqs)
      .values({ faqId: input.faq_id, question: input.question, ...(await answerColumns(input.answer)) })
      .returning({ id: subFaqs.id });
    return row.id;
  },
  async update(tx, current, input) {
    await tx.update(subFaqs).set({ ...(await toColumns(tx, input)), updatedAt: new Date() }).where(eq(subFaqs.id, current.id));
  },
  deleteBlocker: async () => null,
};
