import { useEffect, useId, useRef } from 'react';
import { DisconnectOutlined, LogoutOutlined } from '@ant-design/icons';
import { signOut, useSession } from 'next-auth/react';
import { ui } from '@/locales/id/ui';
import { endAllSessions } from '@/services/users';
import { useConfirm } from '@/components/ui/use-confirm';
import { useNotify } from '@/components/ui/use-notify';
import { moveMenuFocus, usePopup } from '@/components/ui/use-popup';
import { Tag } from '@/components/ui/tag';
import { Avatar } from '@/components/ui/avatar';
import { forgetAllDrafts } from '@/hooks/tickets/draft-storage';
import { ROLE_COLORS } from './role-colors';

const SIGN_IN_PAGE = '/helpdesk/auth/signin';
const everywhere = ui.signOutEverywhere;

/** Signing out leaves no unsent drafts on this browser (a shared office computer, say). */
function signOutHere() {
  forgetAllDrafts();
  return signOut({ callbackUrl: SIGN_IN_PAGE });
}

/**
 * The avatar, the name and the role; a menu button (WAI-ARIA pattern: arrow keys, Escape) with
 * Keluar and Keluar dari semua perangkat. Below 1600 px the name is visually hidden (styles/shell.css)
 * but stays the button's name for screen readers.
 */
export function UserMenu() {
  const { data } = useSession();
  const confirm = useConfirm();
  const notify = useNotify();
  const popup = usePopup();
  const menuId = useId();
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (popup.open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [popup.open]);
  const user = data?.user;
  if (!user) return null;
  const name = user.name ?? user.username;
  const signOutEverywhere = () =>
    confirm({
      title: everywhere.confirm,
      content: everywhere.hint,
      okText: everywhere.ok,
      okButtonProps: { danger: true },
      cancelText: everywhere.cancel,
      onOk: async () => {
        if (await notify.track(endAllSessions())) await signOutHere();
      },
    });
  const items = [
    { key: 'signout', Icon: LogoutOutlined, label: ui.signOut, onSelect: signOutHere },
    { key: 'signout-everywhere', Icon: DisconnectOutlined, label: everywhere.label, onSelect: signOutEverywhere },
  ];
  return (
    <div ref={popup.rootRef} style={{ position: 'relative' }}>
      <button
        {...popup.triggerProps}
        type="button"
        className="shell-button"
        data-testid="user-menu"
        title={name}
        aria-haspopup="menu"
        aria-controls={popup.open ? menuId : undefined}
      >
        <Avatar src={user.image} />
        <strong className="user-menu-name">{name}</strong>
        <Tag color={ROLE_COLORS[user.current_role]} data-testid="user-role" style={{ marginInlineEnd: 0 }}>
          {ui.roles[user.current_role]}
        </Tag>
      </button>
      {popup.open && (
        <div className="shell-popup">
          <ul ref={menu} id={menuId} role="menu" aria-label={name} onKeyDown={moveMenuFocus}>
            {items.map(({ key, Icon, label, onSelect }) => (
              <li key={key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    popup.close();
                    void onSelect();
                  }}
                >
                  <Icon aria-hidden />
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
