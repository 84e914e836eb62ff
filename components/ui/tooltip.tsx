import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

/** Room kept between a tooltip and the window's edge. */
const EDGE = 8;

/** How far to move a tooltip centred on its anchor so it stays inside the window (0 when it fits). */
export function shiftIntoView(left: number, right: number, viewport: number): number {
  if (left < EDGE) return EDGE - left;
  if (right > viewport - EDGE) return Math.max(EDGE - left, viewport - EDGE - right);
  return 0;
}

/**
 * A tooltip above its child on hover and keyboard focus (role="tooltip", linked by
 * aria-describedby, closed by Escape: WCAG 1.4.13), drawn like antd's (styles/shell.css). antd's
 * Tooltip brings the trigger and popup engine and, through its context isolation, Form and its
 * validator (~25 kB gzip) to every page with a hint. A `title` function is called only when the
 * tip opens (a full date under each of a list's relative times is otherwise formatted for nothing).
 */
export function Tooltip({ title, children }: { title: ReactNode | (() => ReactNode); children: ReactElement<{ 'aria-describedby'?: string }> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    <span className="tip-anchor" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && <TipPopup id={id} onClose={hide}>{typeof title === 'function' ? title() : title}</TipPopup>}
    </span>
  );
}

/** The open tip: kept inside the window, closed by Escape. Only rendered while open, so a list of anchors costs two hooks each. */
function TipPopup({ id, onClose, children }: { id: string; onClose: () => void; children: ReactNode }) {
  const [shift, setShift] = useState(0);
  const tip = useRef<HTMLSpanElement>(null);
  // Centred on a button at the window's edge (a like button on a phone) it would be cut off.
  useLayoutEffect(() => {
    if (!tip.current) return;
    const box = tip.current.getBoundingClientRect();
    setShift(shiftIntoView(box.left, box.right, document.documentElement.clientWidth));
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <span role="tooltip" id={id} className="tip" ref={tip} style={shift ? { transform: `translateX(calc(-50% + ${shift}px))` } : undefined}>
      {children}
    </span>
  );
}
