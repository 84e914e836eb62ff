import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * The select-all checkbox of the ticket table's header. With a horizontal scroll, antd renders a
 * copy of every header title in an aria-hidden row to measure the columns (the table's
 * measure row); this takes the copy's checkbox out of the tab order, so a keyboard never lands
 * on a control screen readers are told is not there (axe: aria-hidden-focus).
 */
export function SelectAllTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const copy = ref.current?.closest('[aria-hidden="true"]') ? ref.current : null;
    copy?.querySelectorAll('input').forEach((input) => (input.tabIndex = -1));
  });
  return <span ref={ref}>{children}</span>;
}
