import type { CSSProperties } from 'react';

/** A CSS spinner in the area accent (styles/shell.css); `label` makes it a status for screen readers. */
export function Spinner({ large = false, label, style }: { large?: boolean; label?: string; style?: CSSProperties }) {
  const className = `shell-spinner${large ? ' is-large' : ''}`;
  return label ? <span className={className} role="status" aria-label={label} style={style} /> : <span className={className} aria-hidden style={style} />;
}
