import { useEffect, useRef } from 'react';

/**
 * Makes a wide antd table's scroll box reachable by keyboard (axe's scrollable-region-focusable):
 * a table whose rows hold no link or button could otherwise not be scrolled without a mouse.
 * Put the ref on an element around the table; `label` names the box for screen readers.
 */
export function useFocusableScroll<T extends HTMLElement>(label: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    for (const box of ref.current?.querySelectorAll<HTMLElement>('.ant-table-content') ?? []) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    }
  });
  return ref;
}
