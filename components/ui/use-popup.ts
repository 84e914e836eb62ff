import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A header button's popup (the Administrasi group, the user menu, the notifications): it closes
 * on Escape (focus goes back to the button), on a press outside it, and on `close()`.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  const show = useCallback(() => setOpen(true), []);
  /** Spread on the button that opens the popup. */
  const triggerProps = { ref: triggerRef, 'aria-expanded': open, onClick: toggle };
  return { open, toggle, show, close, rootRef, triggerRef, triggerProps };
}

/** Arrow keys, Home and End move between a menu's items (the WAI-ARIA menu button pattern). */
export function moveMenuFocus(event: KeyboardEvent<HTMLElement>): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const to = ({ ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 } as Record<string, number>)[event.key];
  if (to === undefined || items.length === 0) return;
  event.preventDefault();
  items[(to + items.length) % items.length].focus();
}
