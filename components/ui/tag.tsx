import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { presetPalettes } from '@ant-design/colors';
import { DESIGN_TOKEN as token, type DesignToken } from '@/utils/theme/design-token';
import { TAG_TOKENS } from '@/utils/theme';

type StatusColor = 'success' | 'processing' | 'warning' | 'error';
/** Text colour (readable, TAG_TOKENS) and antd's background and border tokens of each status. */
const STATUS_LOOK: Record<StatusColor, { text: string; bg: keyof DesignToken; border: keyof DesignToken }> = {
  success: { text: TAG_TOKENS.colorSuccess, bg: 'colorSuccessBg', border: 'colorSuccessBorder' },
  processing: { text: TAG_TOKENS.colorInfo, bg: 'colorInfoBg', border: 'colorInfoBorder' },
  warning: { text: TAG_TOKENS.colorWarning, bg: 'colorWarningBg', border: 'colorWarningBorder' },
  error: { text: TAG_TOKENS.colorError, bg: 'colorErrorBg', border: 'colorErrorBorder' },
};
const isStatus = (color: string): color is StatusColor => Object.hasOwn(STATUS_LOOK, color);

/** Background, border and text of a colour as antd's Tag draws it, with the readable text colours of TAG_TOKENS. */
function useTagColors(color: string): Pick<CSSProperties, 'background' | 'borderColor' | 'color'> {
  if (isStatus(color)) {
    const look = STATUS_LOOK[color];
    return { background: String(token[look.bg]), borderColor: String(token[look.border]), color: look.text };
  }
  const palette = Object.hasOwn(presetPalettes, color) ? presetPalettes[color] : null;
  if (palette) {
    const text = (TAG_TOKENS as Record<string, string>)[`${color}7`] ?? palette[7];
    return { background: palette[0], borderColor: palette[2], color: text };
  }
  if (color.startsWith('#')) return { background: color, borderColor: 'transparent', color: '#fff' };
  return { background: token.colorFillQuaternary, borderColor: token.colorBorder, color: token.colorText };
}

interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** antd's names: a preset (red, gold, geekblue…), a status (success, processing, warning, error), a hex, or none. */
  color?: string;
  icon?: ReactNode;
}

/**
 * A tag that looks like antd's, drawn from the same colours. antd's Tag brings its colour picker
 * and Collapse along (its style code imports them: ~17 kB gzip), on every page that shows a status.
 */
export function Tag({ color = 'default', icon, children, className, style, ...rest }: TagProps) {
  const colors = useTagColors(color);
  return (
    <span className={`tag tag-${color.replace('#', 'hex-')}${className ? ` ${className}` : ''}`} style={{ ...colors, ...style }} {...rest}>
      {icon}
      {children}
    </span>
  );
}
