import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { escapeHtml } from '@/utils/format/escape-html';
import { spriteSymbolId, type SpriteIconName } from './sprite-names';

const markupOf = (node: AbstractNode): string =>
  `<${node.tag}${Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')}>${(node.children ?? []).map(markupOf).join('')}</${node.tag}>`;

/** An icon's paths (what antd draws inside its <svg>) as markup. */
export const pathsOf = (icon: IconDefinition) => ((icon.icon as AbstractNode).children ?? []).map(markupOf).join('');

/**
 * antd's icons as <symbol>s, each with its own box (so a `SvgIcon`'s <svg> needs none), for a
 * sprite: built once when the module loads, never per render.
 */
export function iconSymbols(icons: IconDefinition[]): { __html: string } {
  const symbol = (icon: IconDefinition) =>
    `<symbol id="${spriteSymbolId(icon.name as SpriteIconName)}" viewBox="${escapeHtml((icon.icon as AbstractNode).attrs.viewBox)}">${pathsOf(icon)}</symbol>`;
  return { __html: icons.map(symbol).join('') };
}

/** A sprite (built by `iconSymbols`): takes no room and is never read out. */
export function IconSymbols({ symbols }: { symbols: { __html: string } }) {
  return <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false" dangerouslySetInnerHTML={symbols} />;
}
