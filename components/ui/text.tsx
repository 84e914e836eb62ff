import type { HTMLAttributes } from 'react';

interface TextProps extends HTMLAttributes<HTMLElement> {
  secondary?: boolean;
  strong?: boolean;
  italic?: boolean;
}

const classes = (base: string | null, { secondary, strong, italic }: TextProps, className?: string) =>
  [base, secondary && 'is-secondary', strong && 'is-strong', italic && 'is-italic', className].filter(Boolean).join(' ') || undefined;

/**
 * Text, paragraphs and headings as antd's Typography draws them (styles/shell.css). Typography
 * brings its editable and copyable parts along (TextArea, Input, Form, Tooltip: ~30 kB gzip) to
 * every page that prints a line of grey text. Plain text is a bare span: nothing styles a class of
 * its own, and a ticket page has dozens (issue 34).
 */
export function Text({ secondary, strong, italic, className, ...rest }: TextProps) {
  return <span className={classes(null, { secondary, strong, italic }, className)} {...rest} />;
}

export function Paragraph({ secondary, strong, italic, className, ...rest }: TextProps) {
  return <p className={classes('paragraph', { secondary, strong, italic }, className)} {...rest} />;
}

export function Title({ level, className, ...rest }: HTMLAttributes<HTMLHeadingElement> & { level: 1 | 2 | 3 | 4 | 5 }) {
  const Heading = `h${level}` as const;
  return <Heading className={['title', className].filter(Boolean).join(' ')} {...rest} />;
}
