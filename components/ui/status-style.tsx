import type { ReactNode } from 'react';
import { TAG_TOKENS } from '@/utils/theme';
import { SvgIcon } from './svg-icon';
import { ownText } from '@/utils/own-text';
import { OTHER_TASK_STATUS_COLOR, TASK_STATUS_COLORS } from '@/utils/catalogue/ticket-colors';

export interface StatusStyle {
  /** antd Tag colour (preset status or hex). */
  tag: string;
  /** The same colour as a hex, for cards and charts. */
  accent: string;
  icon: ReactNode;
}

// Spec section 4: DIAJUKAN warning with a clock, DIKERJAKAN processing, SELESAI success;
// any other status (DITOLAK) black with a default icon. The tag text colours come from the theme
// (TAG_TOKENS); the accents are the same readable colours, as cards and charts print numbers in them.
const STYLES: Record<string, StatusStyle> = {
  DIAJUKAN: { tag: TASK_STATUS_COLORS.DIAJUKAN, accent: TAG_TOKENS.colorWarning, icon: <SvgIcon name="clock-circle" aria-hidden /> },
  DIKERJAKAN: { tag: TASK_STATUS_COLORS.DIKERJAKAN, accent: TAG_TOKENS.colorInfo, icon: <SvgIcon name="sync" spin aria-hidden /> },
  SELESAI: { tag: TASK_STATUS_COLORS.SELESAI, accent: TAG_TOKENS.colorSuccess, icon: <SvgIcon name="check-circle" aria-hidden /> },
};
const OTHER: StatusStyle = { tag: OTHER_TASK_STATUS_COLOR, accent: OTHER_TASK_STATUS_COLOR, icon: <SvgIcon name="minus-circle" aria-hidden /> };

export function statusStyle(code: string): StatusStyle {
  return ownText(STYLES, code, OTHER);
}
