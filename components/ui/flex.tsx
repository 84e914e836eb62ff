import type { ComponentPropsWithRef, CSSProperties } from 'react';

interface Props extends ComponentPropsWithRef<'div'> {
  vertical?: boolean;
  /** Pixels between the items. */
  gap?: number;
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

// The values styles/shell.css has a class for (`.fx-*`); any other is set inline.
const GAPS = new Set([2, 4, 6, 8, 12, 16, 20, 24, 32]);
const ALIGNS = new Set(['center', 'start', 'end', 'flex-start', 'flex-end', 'stretch', 'baseline']);
const JUSTIFIES = new Set(['center', 'start', 'end', 'flex-start', 'flex-end', 'space-between', 'space-around']);

/**
 * A flex box with antd Flex's props, as a plain div: antd's Flex and Space register their styles
 * through the CSS-in-JS engine on first render, work a page start pays for a layout line. Drawn
 * by classes (styles/shell.css) rather than an inline style: a ticket page has a hundred of them,
 * each a style attribute React writes out property by property (issue 34).
 */
export function Flex({ vertical, gap, wrap, align, justify, className, style, ...rest }: Props) {
  const inline: CSSProperties = {};
  const classes = ['fx'];
  if (vertical) classes.push('fx-col');
  if (wrap) classes.push('fx-wrap');
  if (gap !== undefined) {
    if (GAPS.has(gap)) classes.push(`fx-g${gap}`);
    else inline.gap = gap;
  }
  if (align !== undefined) {
    if (ALIGNS.has(align)) classes.push(`fx-a-${align}`);
    else inline.alignItems = align;
  }
  if (justify !== undefined) {
    if (JUSTIFIES.has(justify)) classes.push(`fx-j-${justify}`);
    else inline.justifyContent = justify;
  }
  if (className) classes.push(className);
  const merged = Object.keys(inline).length > 0 ? { ...inline, ...style } : style;
  return <div className={classes.join(' ')} style={merged} {...rest} />;
}
