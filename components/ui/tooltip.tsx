import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';

/** Room kept between a tooltip and the window's edge. */
const EDGE = 8;

/** How far to move a tooltip centred on its anchor so it stays inside the window (0 when it fits). */
export function shiftIntoView(left: number, right: number, viewport: number): number {
  if (left < EDGE) return EDGE - left;
  if (right > viewport - EDGE) return Math.max(EDGE - left, viewport - EDGE - right);
  return 0;
}

type Trigger = (event: MouseEvent<Element> | FocusEvent<Element>) => void;
interface AnchorProps {
  'aria-describedby'?: string;
  disabled?: boolean;
  onMouseEnter?: Trigger;
  onMouseLeave?: Trigger;
  onFocus?: Trigger;
  onBlur?: Trigger;
}

/**
 * A tooltip above its child on hover and keyboard focus (role="tooltip", linked by
 * aria-describedby, closed by Escape: WCAG 1.4.13), drawn like antd's (styles/shell.css). antd's
 * Tooltip brings the trigger and popup engine and, through its context isolation, Form and its
 * validator (~25 kB gzip) to every page with a hint. A `title` function is called only when the
 * tip opens (a full date under each of a list's relative times is otherwise formatted for nothing).
 * The child itself listens (no wrapper around each of a list's times, issue 34), except a disabled
 * one, which the browser gives no pointer events: a span around it listens instead.
 */
export function Tooltip({ title, children }: { title: ReactNode | (() => ReactNode); children: ReactElement<AnchorProps> }) {
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const id = useId();
  const own = children.props;
  const show = (event: MouseEvent<Element> | FocusEvent<Element>) => setAnchor(event.currentTarget.getBoundingClientRect());
  const hide = () => setAnchor(null);
  const tip = anchor && (
    <TipPopup id={id} anchor={anchor} onClose={hide}>
      {typeof title === 'function' ? title() : title}
    </TipPopup>
  );
  const describedBy = { 'aria-describedby': anchor ? id : undefined };
  if (own.disabled) {
    return (
      <span className="tip-anchor" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
        {cloneElement(children, describedBy)}
        {tip}
      </span>
    );
  }
  const both = (mine: Trigger, theirs?: Trigger): Trigger => (event) => {
    theirs?.(event);
    mine(event);
  };
  return (
    <>
      {cloneElement(children, { ...describedBy, onMouseEnter: both(show, own.onMouseEnter), onMouseLeave: both(hide, own.onMouseLeave), onFocus: both(show, own.onFocus), onBlur: both(hide, own.onBlur) })}
      {tip}
    </>
  );
}

/**
 * The open tip, fixed above the middle of its anchor and kept inside the window; closed by Escape
 * and by a scroll (it would stay behind while its anchor moves). Only rendered while open, so a
 * list of anchors costs two hooks each.
 */
function TipPopup({ id, anchor, onClose, children }: { id: string; anchor: DOMRect; onClose: () => void; children: ReactNode }) {
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
    window.addEventListener('scroll', onClose, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onClose, { capture: true });
    };
  }, [onClose]);
  const place = { left: anchor.left + anchor.width / 2, top: anchor.top - 6 };
  return (
    <span role="tooltip" id={id} className="tip" ref={tip} style={shift ? { ...place, transform: `translate(calc(-50% + ${shift}px), -100%)` } : place}>
      {children}
    </span>
  );
}
