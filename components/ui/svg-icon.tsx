import { spriteSymbolId, type SpriteIconName } from './sprite-names';

interface SvgIconProps {
  /** An icon of the page's sprite (components/ui/icon-sprite.tsx), by antd's name. */
  name: SpriteIconName;
  spin?: boolean;
  'aria-hidden'?: boolean;
  'aria-label'?: string;
}

/**
 * An antd icon whose paths are a symbol of the page's sprite: for icons repeated on every row of
 * a list or every comment (issue 34). One <svg> with antd's classes, sized and coloured by
 * styles/shell.css (`svg.anticon`), its box on the symbol: two elements and two or three
 * attributes where antd draws a span, an <svg> with seven and the paths. Read out as antd's is
 * (an image named by its label, else by antd's name, unless hidden): tests/components/svg-icon.test.tsx.
 */
export function SvgIcon({ name, spin, 'aria-hidden': hidden, 'aria-label': label = name }: SvgIconProps) {
  const className = `anticon anticon-${name}${spin ? ' anticon-spin' : ''}`;
  return (
    <svg className={className} {...(hidden ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}>
      <use href={`#${spriteSymbolId(name)}`} />
    </svg>
  );
}
