import { JPM_CATEGORIES, POTENSI_CATEGORIES } from '@/utils/schemas/assessment';

/**
 * Not in the spec (the portal's choice, like the IP ASN scale in status-colors.ts): the colours of
 * the agency's assessment categories, best to worst green, gold, red.
 */
export const POTENSI_CATEGORY_COLORS: Readonly<Record<(typeof POTENSI_CATEGORIES)[number], string>> = {
  Tinggi: 'green',
  Menengah: 'gold',
  Rendah: 'red',
};
export const JPM_CATEGORY_COLORS: Readonly<Record<(typeof JPM_CATEGORIES)[number], string>> = {
  Optimal: 'green',
  'Cukup Optimal': 'gold',
  'Kurang Optimal': 'red',
};
