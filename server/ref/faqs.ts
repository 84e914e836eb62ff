import { asc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { faqs, subFaqs } from '@/server/db/schema';
import { FaqPatchSchema, FaqSchema, RefListQuerySchema, type FaqView } from '@/utils/schemas/knowledge';
import type { RefResource } from './ref-resource';
import { containing, countOf, type Reader } from '@/server/db/sql-helpers';

const select = (db: Reader) =>
  db
    .select({ id: faqs.id, name: faqs.name, description: faqs.description, total_sub_faqs: countOf(subFaqs.faqId, faqs.id) })
    .from(faqs);

/** FAQ groups (e.g. "SIASN"); their questions are sub-FAQs. */
export const faqRef: RefResource<FaqView, z.output<typeof FaqSchema>, z.output<typeof FaqPatchSchema>, z.output<typeof RefListQuerySchema>> = {
  label: 'FAQ',
  table: faqs,
  schemas: { list: RefListQuerySchema, create: FaqSchema, patch: FaqPatchSchema },
  list: (db, { search }) => select(db).where(search ? ilike(faqs.name, containing(search)) : undefined).orderBy(asc(faqs.name), asc(faqs.id)),
  async find(db, id) {
    const [row] = await select(db).where(eq(faqs.id, id));
    return row;
  },
  async insert(tx, input) {
    const [row] = await tx.insert(faqs).values(input).returning({ id: faqs.id });
    return row.id;
  },
  async update(tx, current, input) {
    await tx.update(faqs).set({ ...input, updatedAt: new Date() }).where(eq(faqs.id, current.id));
  },
  async deleteBlocker(_tx, current) {
    return current.total_sub_faqs > 0 ? `FAQ masih memiliki ${current.total_sub_faqs} pertanyaan; hapus pertanyaannya terlebih dahulu` : null;
  },
};
