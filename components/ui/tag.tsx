import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { presetPalettes } from '@ant-design/colors';
import { theme } from 'antd';
import { TAG_TOKENS } from '@/utils/theme';

type StatusColor = 'success' | 'processing' | 'warning' | 'error';
const STATUS_TEXT: Record<StatusColor, string> = {
  success: TAG_TOKENS.colorSuccess,
  processing: TAG_TOKENS.colorInfo,
  warning: TAG_TOKENS.colorWarning,
  error: TAG_TOKENS.colorError,
};
const isStatus = (color: string): color is StatusColor => Object.hasOwn(STATUS_TEXT, color);

/** Background, border and text of a colour as antd's Tag draws it, with the readable text colours of TAG_TOKENS. */
function useTagColors(color: string): Pick<CSSProperties, 'background' | 'borderColor' | 'color'> {
  const { token } = theme.useToken();
  if (isStatus(color)) {
    const key = color === 'processing' ? 'Info' : `${color[0].toUpperCase()}${color.slice(1)}`;
    const tokens = token as unknown as Record<string, string>;
    return { background: tokens[`color${key}Bg`], borderColor: tokens[`color${key}Border`], color: STATUS_TEXT[color] };
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
