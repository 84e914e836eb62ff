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
import { IconSymbols, iconSymbols } from './icon-symbols';

// The icons repeated on every row of a list (ticket status, comments, due time, pin, lock) and
// every comment (its author's avatar, the reaction button), drawn
// once per page as <symbol>s that each row's icon points at (`SvgIcon`, <use>). As inline antd
// icons their paths were 40% of a ticket list's HTML (issue 34, docs/performance.md): bytes the
// server writes and the phone parses before the page can be used.
export const PAGE_ICONS = [CheckCircleOutlined, ClockCircleOutlined, CommentOutlined, ExclamationCircleOutlined, LockOutlined, MinusCircleOutlined, PushpinOutlined, SmileOutlined, SyncOutlined, UserOutlined];

const SYMBOLS = iconSymbols(PAGE_ICONS);

/** The sprite, once per page (pages/_document.tsx, so never in a browser bundle). */
export function IconSprite() {
  return <IconSymbols symbols={SYMBOLS} />;
}
