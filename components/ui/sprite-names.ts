/**
 * The icons drawn from a sprite, by antd's name: the page's (components/ui/icon-sprite.tsx) and
 * the KP list's row icons (components/pipelines/pipeline-icons.ts).
 */
export type SpriteIconName =
  | 'check-circle'
  | 'clock-circle'
  | 'comment'
  | 'exclamation-circle'
  | 'lock'
  | 'minus-circle'
  | 'pushpin'
  | 'smile'
  | 'sync'
  | 'user'
  | 'upload'
  | 'file-pdf';

export const spriteSymbolId = (name: SpriteIconName) => `hd-icon-${name}`;
