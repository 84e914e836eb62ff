import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';

/**
 * A tooltip above its child on hover and keyboard focus (role="tooltip", linked by
 * aria-describedby, closed by Escape: WCAG 1.4.13), drawn like antd's (styles/shell.css). antd's
 * Tooltip brings the trigger and popup engine and, through its context isolation, Form and its
 * validator (~25 kB gzip) to every page with a hint.
 */
export function Tooltip({ title, children }: { title: ReactNode; children: ReactElement<{ 'aria-describedby'?: string }> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    <span className="tip-anchor" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <span role="tooltip" id={id} className="tip">
          {title}
        </span>
      )}
    </span>
  );
}
