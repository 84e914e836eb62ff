import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CommentOutlined from '@ant-design/icons-svg/es/asn/CommentOutlined';
import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MinusCircleOutlined from '@ant-design/icons-svg/es/asn/MinusCircleOutlined';
import PushpinOutlined from '@ant-design/icons-svg/es/asn/PushpinOutlined';
import SmileOutlined from '@ant-design/icons-svg/es/asn/SmileOutlined';
import SyncOutlined from '@ant-design/icons-svg/es/asn/SyncOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { AbstractNode } from '@ant-design/icons-svg/lib/types';
import { escapeHtml } from '@/utils/format/escape-html';
import { spriteSymbolId, type SpriteIconName } from './sprite-names';

// The icons repeated on every row of a list (ticket status, comments, due time, pin, lock) and
// every comment (its author's avatar, the reaction button), drawn
// once per page as <symbol>s that each row's icon points at (`SvgIcon`, <use>). As inline antd
// icons their paths were 40% of a ticket list's HTML (issue 34, docs/performance.md): bytes the
// server writes and the phone parses before the page can be used.
const ICONS = [CheckCircleOutlined, ClockCircleOutlined, CommentOutlined, ExclamationCircleOutlined, LockOutlined, MinusCircleOutlined, PushpinOutlined, SmileOutlined, SyncOutlined, UserOutlined];

/** The <svg> of each sprite icon, by antd's name (all drawn in SPRITE_VIEWBOX: a unit test holds them to it). */
export const SPRITE_ICONS = new Map(ICONS.map((definition) => [definition.name as SpriteIconName, definition.icon as AbstractNode]));

const markupOf = (node: AbstractNode): string =>
  `<${node.tag}${Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')}>${(node.children ?? []).map(markupOf).join('')}</${node.tag}>`;

const SYMBOLS = {
  __html: [...SPRITE_ICONS]
    .map(([name, svg]) => `<symbol id="${spriteSymbolId(name)}">${(svg.children ?? []).map(markupOf).join('')}</symbol>`)
    .join(''),
};

/** The sprite, once per page (pages/_document.tsx, so never in a browser bundle): takes no room and is never read out. */
export function IconSprite() {
  return <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false" dangerouslySetInnerHTML={SYMBOLS} />;
}
