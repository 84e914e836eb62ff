import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Button, theme } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import styles from './menu-button.module.css';

export interface MenuButtonItem {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onSelect: () => void;
}

interface Props {
  label: ReactNode;
  items: MenuButtonItem[];
  'data-testid'?: string;
}

/**
 * A button that opens a menu of actions (the WAI-ARIA menu button: arrows, Home/End, Escape),
 * drawn like antd's Dropdown menu. antd's Dropdown brings rc-menu, overflow and motion (~18 kB
 * gzip) for a list that opens on a click.
 */
export function MenuButton({ label, items, 'data-testid': testId }: Props) {
  const { token } = theme.useToken();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [alignStart, setAlignStart] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  // Right-aligned like antd's bottomRight, unless that would run off the left of the screen (phones).
  useLayoutEffect(() => {
    if (!open || !anchor.current || !menu.current) return;
    setAlignStart(anchor.current.getBoundingClientRect().right < menu.current.offsetWidth);
    menuItems()[0]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      all[(moves[event.key] + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const colours = {
    '--menu-bg': token.colorBgElevated,
    '--menu-radius': `${token.borderRadiusLG}px`,
    '--menu-shadow': token.boxShadowSecondary,
    '--menu-item-radius': `${token.borderRadiusSM}px`,
    '--menu-hover': token.controlItemBgHover,
    '--menu-danger': token.colorError,
  } as CSSProperties;

  return (
    <div ref={anchor} className={styles.anchor} style={colours}>
      <Button
        ref={trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label} <DownOutlined aria-hidden />
      </Button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" className={`${styles.menu} ${alignStart ? styles.start : styles.end}`} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={item.danger ? `${styles.item} ${styles.danger}` : styles.item}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
