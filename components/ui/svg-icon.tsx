import { SPRITE_VIEWBOX, spriteSymbolId, type SpriteIconName } from './sprite-names';

interface SvgIconProps {
  /** An icon of the page's sprite (components/ui/icon-sprite.tsx), by antd's name. */
  name: SpriteIconName;
  spin?: boolean;
  'aria-hidden'?: boolean;
  'aria-label'?: string;
}

/**
 * An antd icon as antd draws it (the same span, classes and <svg>) whose paths are the sprite's
 * symbol: for icons repeated on every row of a list (issue 34). tests/components/svg-icon.test.tsx
 * compares it with antd's own.
 */
export function SvgIcon({ name, spin, 'aria-hidden': hidden, 'aria-label': label = name }: SvgIconProps) {
  return (
    <span role="img" aria-label={label} aria-hidden={hidden} className={`anticon anticon-${name}${spin ? ' anticon-spin' : ''}`}>
      <svg viewBox={SPRITE_VIEWBOX} focusable="false" data-icon={name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        <use href={`#${spriteSymbolId(name)}`} />
      </svg>
    </span>
  );
}
