import { siasnText as t } from '@/locales/id/siasn';
import { FORMAT_TEXT } from '@/locales/id/format';
import { age } from '@/utils/format/age';
import { textOf } from './record-fields';

const part = (value: unknown) => {
  const text = textOf(value);
  return text === FORMAT_TEXT.empty ? '' : text.trim();
};

/** "dr. Siti Aminah, M.Kes.": a name with the titles SIASN keeps apart (gelarDepan, gelarBelakang). */
export function nameWithTitles(front: unknown, name: unknown, back: unknown): string {
  const [before, main, after] = [part(front), part(name), part(back)];
  return [before, main].filter(Boolean).join(' ') + (after ? `, ${after}` : '') || FORMAT_TEXT.empty;
}

/** "38 tahun" today, from a DD-MM-YYYY birth date. */
export function ageText(birthDate: unknown): string {
  const years = age(textOf(birthDate));
  return years === null ? FORMAT_TEXT.empty : t.family.age(years);
}
