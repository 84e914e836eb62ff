import { Flex, Tag } from 'antd';
import { referenceText } from '@/locales/id';
import { isHexColor, readableTextOn } from '@/utils/theme';

/**
 * A reference row's name in its colour. A hex colour fills the tag and gets black or white text,
 * whichever reads (antd's filled style would tint the background and print the colour as text).
 */
export function ColorTag({ color, children }: { color: string; children: React.ReactNode }) {
  if (!isHexColor(color)) return <Tag color={color}>{children}</Tag>;
  return (
    <Tag color={color} variant="solid" style={{ color: readableTextOn(color) }}>
      {children}
    </Tag>
  );
}

/** The Warna cell: a swatch and the colour's Indonesian name (hex codes stay as they are). */
export function ColorLabel({ color }: { color: string }) {
  const name = Object.hasOwn(referenceText.colorNames, color) ? referenceText.colorNames[color] : color;
  return (
    <Flex gap={8} align="center">
      <Tag color={color} aria-hidden style={{ width: 16, height: 16, padding: 0, margin: 0 }} />
      <span>{name}</span>
    </Flex>
  );
}
