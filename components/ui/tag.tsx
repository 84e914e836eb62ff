import type { HTMLAttributes, ReactNode } from 'react';

interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** antd's names: a preset (red, gold, geekblue…), a status (success, processing, warning, error), a hex, or none. */
  color?: string;
  icon?: ReactNode;
}

/**
 * A tag that looks like antd's, drawn from the same colours: a class per colour in
 * styles/shell.css (a hex fills the tag inline). antd's Tag brings its colour picker and Collapse
 * along (its style code imports them: ~17 kB gzip), on every page that shows a status.
 */
export function Tag({ color = 'default', icon, children, className, style, ...rest }: TagProps) {
  const hex = color.startsWith('#');
  return (
    <span className={`tag tag-${hex ? `hex-${color.slice(1)}` : color}${className ? ` ${className}` : ''}`} style={hex ? { background: color, ...style } : style} {...rest}>
      {icon}
      {children}
    </span>
  );
}
