/** The icons of the page's sprite (components/ui/icon-sprite.tsx), by antd's name. */
export type SpriteIconName = 'check-circle' | 'clock-circle' | 'comment' | 'exclamation-circle' | 'lock' | 'minus-circle' | 'pushpin' | 'smile' | 'sync' | 'user';

/** antd's outlined icons are drawn in this box; the sprite's symbols keep its coordinates. */
export const SPRITE_VIEWBOX = '64 64 896 896';

export const spriteSymbolId = (name: SpriteIconName) => `hd-icon-${name}`;
