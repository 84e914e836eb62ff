import { presetPalettes } from '@ant-design/colors';
import { IPASN_CATEGORY_COLORS } from '@/utils/catalogue/status-colors';

// The IP ASN categories as the reports draw them: best to worst (the catalogue's order), then
// what the API adds ("Tidak ada nilai"), in grey.

const ORDER: readonly string[] = Object.keys(IPASN_CATEGORY_COLORS);
const NO_COLOR = '#bfbfbf';

export interface CategoryCount {
  kategori: string;
  total: number;
}

const rank = (kategori: string) => (ORDER.includes(kategori) ? ORDER.indexOf(kategori) : ORDER.length);

/** The distribution in the categories' order. */
export const orderCategories = (distribution: readonly CategoryCount[]): CategoryCount[] => [...distribution].sort((a, b) => rank(a.kategori) - rank(b.kategori));

/** The antd Tag colour of a category; grey for none. */
export const categoryTagColor = (kategori: string): string => (Object.hasOwn(IPASN_CATEGORY_COLORS, kategori) ? IPASN_CATEGORY_COLORS[kategori as keyof typeof IPASN_CATEGORY_COLORS] : 'default');

/** The bar colour of a category: step 6 of its tag's palette. */
export function categoryFill(kategori: string): string {
  const color = categoryTagColor(kategori);
  return Object.hasOwn(presetPalettes, color) ? presetPalettes[color][5] : NO_COLOR;
}
