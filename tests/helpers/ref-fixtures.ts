import type { Database } from '@/server/db/client';
import { categories, faqs, priorities, status, subCategories, subFaqs } from '@/server/db/schema';

/**
 * Per reference kind of `/ref/<kind>`: a fresh unused row (so a delete is allowed), and valid
 * create/patch bodies that never collide with an earlier case (codes and names are unique).
 */
export interface RefKind {
  kind: string;
  insert(db: Database): Promise<number>;
  createBody(db: Database): Promise<Record<string, unknown>>;
  patchBody(): Record<string, unknown>;
}

let counter = 0;
const next = () => (counter += 1);
const code = () => `MATRIKS_${next()}`;
const name = (label: string) => `${label} matriks ${next()}`;

async function newCategory(db: Database): Promise<number> {
  const [row] = await db.insert(categories).values({ name: name('Kategori') }).returning({ id: categories.id });
  return row.id;
}
async function newFaq(db: Database): Promise<number> {
  const [row] = await db.insert(faqs).values({ name: name('FAQ') }).returning({ id: faqs.id });
  return row.id;
}

const coded = (kind: string, table: typeof status | typeof priorities): RefKind => ({
  kind,
  async insert(db) {
    const [row] = await db.insert(table).values({ code: code(), name: name(kind), color: 'blue' }).returning({ id: table.id });
    return row.id;
  },
  createBody: async () => ({ code: code(), name: name(kind), color: '#112233' }),
  patchBody: () => ({ name: name(kind) }),
});

export const REF_KINDS: RefKind[] = [
  coded('status', status),
  coded('priorities', priorities),
  { kind: 'categories', insert: newCategory, createBody: async () => ({ name: name('Kategori') }), patchBody: () => ({ name: name('Kategori') }) },
  {
    kind: 'sub-categories',
    async insert(db) {
      const [row] = await db.insert(subCategories).values({ categoryId: await newCategory(db), name: name('Sub') }).returning({ id: subCategories.id });
      return row.id;
    },
    createBody: async (db) => ({ category_id: await newCategory(db), name: name('Sub') }),
    patchBody: () => ({ name: name('Sub') }),
  },
  { kind: 'faqs', insert: newFaq, createBody: async () => ({ name: name('FAQ') }), patchBody: () => ({ name: name('FAQ') }) },
  {
    kind: 'sub-faqs',
    async insert(db) {
      const [row] = await db
        .insert(subFaqs)
        .values({ faqId: await newFaq(db), question: name('Pertanyaan'), answerMarkdown: 'Jawaban', answerHtml: '<p>Jawaban</p>' })
        .returning({ id: subFaqs.id });
      return row.id;
    },
    createBody: async (db) => ({ faq_id: await newFaq(db), question: name('Pertanyaan'), answer: 'Jawaban **uji**' }),
    patchBody: () => ({ question: name('Pertanyaan') }),
  },
];
