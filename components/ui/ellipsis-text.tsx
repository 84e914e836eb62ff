import { useEffect, useState } from 'react';
import { Tooltip } from './tooltip';

/**
 * One line of text, cut with an ellipsis where it does not fit; only then does a tooltip show all
 * of it on hover, as antd Typography's `ellipsis={{ tooltip }}` does. Screen readers read the whole
 * text either way. The cut is measured again whenever the line's box changes size.
 */
export function EllipsisText({ children, secondary, className }: { children: string; secondary?: boolean; className?: string }) {
  const [line, setLine] = useState<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    if (!line) return;
    const measure = () => setCut(line.scrollWidth > line.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(line);
    return () => observer.disconnect();
  }, [line, children]);
  const classes = ['one-line', secondary && 'is-secondary', className].filter(Boolean).join(' ');
  const text = (
    <span ref={setLine} className={classes}>
      {children}
    </span>
  );
  return cut ? <Tooltip title={children}>{text}</Tooltip> : text;
}
