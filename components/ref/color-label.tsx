import { Tag } from '@/components/ui/tag';
import { referenceText } from '@/locales/id/reference';
import { isHexColor, readableTextOn } from '@/utils/theme';
import styles from './ref.module.css';

/**
 * A reference row's name in its colour. A hex colour fills the tag and gets black or white text,
 * whichever reads (a tint of the colour with the colour as text would not).
 */
export function ColorTag({ color, children }: { color: string; children: React.ReactNode }) {
  return (
    <Tag color={color} style={isHexColor(color) ? { color: readableTextOn(color) } : undefined}>
      {children}
    </Tag>
  );
}

/** The Warna cell: a swatch and the colour's Indonesian name (hex codes stay as they are). */
export function ColorLabel({ color }: { color: string }) {
  const name = Object.hasOwn(referenceText.colorNames, color) ? referenceText.colorNames[color] : color;
  return (
    <span className={styles.colorLabel}>
      <Tag color={color} aria-hidden className={styles.swatch} />
      <span>{name}</span>
    </span>
  );
}
