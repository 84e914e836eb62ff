import type { CSSProperties } from 'react';

/**
 * Grey bars that shimmer while content loads (styles/shell.css), as antd's Skeleton draws them;
 * `block` is one box of the given height (an editor, say) instead of lines.
 */
export function Skeleton({ rows = 3, block, style }: { rows?: number; block?: number; style?: CSSProperties }) {
  if (block) return <div className="skeleton-line" aria-hidden style={{ height: block, ...style }} />;
  return (
    <div className="skeleton" aria-hidden style={style}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-line" style={i === rows - 1 && rows > 1 ? { width: '61%' } : undefined} />
      ))}
    </div>
  );
}
