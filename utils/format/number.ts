import { FORMAT_TEXT } from '../../locales/id/format';

// Made on first use, like the rupiah formatter (utils/format/currency.ts).
let numberFormat: Intl.NumberFormat | undefined;
const decimals = () => (numberFormat ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }));

/**
 * "3.772.800", "37,5": a number in Indonesian notation, up to 2 decimals. SIASN sends scores and
 * credits as numbers or numeric texts; a text that is no number is shown as it is, none as `-`.
 */
export function formatNumber(value: unknown): string {
  if (value === null || value === undefined || value === '') return FORMAT_TEXT.empty;
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(amount)) return String(value);
  return decimals().format(amount);
}
