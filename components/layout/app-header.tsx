import { useEffect, useId, useRef, useState } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import Link from 'next/link';
import { shellText } from '@/locales/id/shell';
import { ui } from '@/locales/id/ui';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { PathIcon } from '@/components/ui/path-icon';
import { MainMenu } from './main-menu';
import { UserMenu } from './user-menu';

/**
 * Below 1200 px the menu button opens the menu in a drawer (a modal <dialog>: focus stays inside,
 * Escape and the backdrop close it). Which of the two shows is decided by CSS (styles/shell.css),
 * so the server's HTML is already right for a phone and nothing jumps after the first paint.
 */
function MenuDrawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
    if (!open && d?.open) d.close();
  }, [open]);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="shell-button app-header-menu-button"
        aria-label={shellText.openMenu}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
        data-testid="menu-button"
      >
        <PathIcon icon={MenuOutlined} />
      </button>
      <dialog
        ref={dialog}
        id={id}
        className="shell-drawer"
        aria-label={shellText.mainMenu}
        onClose={close}
        // A click on the dialog itself, not on its content, is a click on the backdrop.
        onClick={(event) => event.target === event.currentTarget && close()}
        data-testid="menu-drawer"
      >
        {open && (
          <div style={{ minHeight: '100%' }}>
            <div className="shell-drawer-head">
              <span>{shellText.mainMenu}</span>
              <button type="button" className="shell-button" aria-label={shellText.closeMenu} onClick={close}>
                <PathIcon icon={CloseOutlined} />
              </button>
            </div>
            <MainMenu mode="inline" onNavigate={close} />
          </div>
        )}
      </dialog>
    </>
  );
}

/** The header: brand, main menu (or its drawer), notifications and the user menu; one line at every width. */
export function AppHeader() {
  return (
    <header className="app-header">
      <MenuDrawer />
      <Link href="/" className="app-header-brand">
        {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG */}
        <img src="/helpdesk/favicon.svg" alt="" width={32} height={32} />
        <span>{ui.appName}</span>
      </Link>
      <MainMenu />
      <div className="app-header-spacer" />
      <NotificationBell />
      <UserMenu />
    </header>
  );
}
