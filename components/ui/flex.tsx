import type { ComponentPropsWithRef, CSSProperties } from 'react';

interface Props extends ComponentPropsWithRef<'div'> {
  vertical?: boolean;
  /** Pixels between the items. */
  gap?: number;
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

/**
 * A flex box with antd Flex's props, as a plain div: antd's Flex and Space register their styles
 * through the CSS-in-JS engine on first render, work a page start pays for a layout line.
 */
export function Flex({ vertical, gap, wrap, align, justify, style, ...rest }: Props) {
  const layout: CSSProperties = {
    display: 'flex',
    flexDirection: vertical ? 'column' : undefined,
    gap,
    flexWrap: wrap ? 'wrap' : undefined,
    alignItems: align,
    justifyContent: justify,
    ...style,
  };
  return <div style={layout} {...rest} />;
}
