import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { Button } from './button';
import { DownOutlined } from '@ant-design/icons';
import styles from './menu-button.module.css';
import { moveMenuFocus, usePopup } from './use-popup';

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
  const menuId = useId();
  const popup = usePopup();
  const [alignStart, setAlignStart] = useState(false);
  const menu = useRef<HTMLUListElement>(null);

  // Right-aligned like antd's bottomRight, unless that would run off the left of the screen (phones).
  useLayoutEffect(() => {
    const anchor = popup.rootRef.current;
    if (!popup.open || !anchor || !menu.current) return;
    setAlignStart(anchor.getBoundingClientRect().right < menu.current.offsetWidth);
    menu.current.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [popup.open, popup.rootRef]);

  const onMenuKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab') popup.close();
    else moveMenuFocus(event);
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
    <div ref={popup.rootRef} className={styles.anchor} style={colours}>
      <Button
        ref={popup.triggerRef}
        aria-haspopup="menu"
        aria-expanded={popup.open}
        aria-controls={popup.open ? menuId : undefined}
        data-testid={testId}
        onClick={popup.toggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !popup.open) {
            event.preventDefault();
            popup.show();
          }
        }}
      >
        {label} <DownOutlined aria-hidden />
      </Button>
      {popup.open && (
        <ul ref={menu} id={menuId} role="menu" className={`${styles.menu} ${alignStart ? styles.start : styles.end}`} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={item.danger ? `${styles.item} ${styles.danger}` : styles.item}
                onClick={() => {
                  popup.close();
                  popup.triggerRef.current?.focus();
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
