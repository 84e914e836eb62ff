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
const GAPS = new Set<CSSProperties['gap']>([2, 4, 6, 8, 12, 16, 20, 24, 32]);
const ALIGNS = new Set<CSSProperties['alignItems']>(['center', 'start', 'end', 'flex-start', 'flex-end', 'stretch', 'baseline']);
const JUSTIFIES = new Set<CSSProperties['justifyContent']>(['center', 'start', 'end', 'flex-start', 'flex-end', 'space-between', 'space-around']);

/**
 * A flex box with antd Flex's props, as a plain div: antd's Flex and Space register their styles
 * through the CSS-in-JS engine on first render, work a page start pays for a layout line. Drawn
 * by classes (styles/shell.css) rather than an inline style: a ticket page has a hundred of them,
 * each a style attribute React writes out property by property (issue 34).
 */
export function Flex({ vertical, gap, wrap, align, justify, className, style, ...rest }: Props) {
  const inline: CSSProperties = {};
  const classes = ['fx', vertical && 'fx-col', wrap && 'fx-wrap'];
  // A value with a class of its own is drawn by it; any other goes inline.
  const drawn = <K extends 'gap' | 'alignItems' | 'justifyContent'>(value: CSSProperties[K] | undefined, known: Set<CSSProperties[K]>, prefix: string, property: K) => {
    if (value === undefined) return;
    if (known.has(value)) classes.push(`${prefix}${value}`);
    else inline[property] = value;
  };
  drawn(gap, GAPS, 'fx-g', 'gap');
  drawn(align, ALIGNS, 'fx-a-', 'alignItems');
  drawn(justify, JUSTIFIES, 'fx-j-', 'justifyContent');
  classes.push(className);
  const merged = Object.keys(inline).length > 0 ? { ...inline, ...style } : style;
  return <div className={classes.filter(Boolean).join(' ')} style={merged} {...rest} />;
}
