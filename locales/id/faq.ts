import { menuText } from './menu';

/** Texts of the public FAQ page. */
export const faqText = {
  title: 'Pertanyaan Umum (FAQ)',
  menu: menuText.faq,
  search: 'Cari pertanyaan atau jawaban',
  empty: 'Tidak ada pertanyaan yang cocok.',
  count: (n: number) => `${n} pertanyaan`,
} as const;
