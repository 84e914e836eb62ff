import { Avatar, Dropdown, Space, Tag, Typography } from 'antd';
import { DisconnectOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { signOut, useSession } from 'next-auth/react';
import { ui } from '@/locales/id';
import { endAllSessions } from '@/services/users';
import { useConfirm } from '@/components/ui/use-confirm';
import { useNotify } from '@/components/ui/use-notify';
import { forgetAllDrafts } from '@/hooks/tickets/draft-storage';
import { ROLE_COLORS } from './role-colors';

const SIGN_IN_PAGE = '/helpdesk/auth/signin';
const everywhere = ui.signOutEverywhere;

/** Signing out leaves no unsent drafts on this browser (a shared office computer, say). */
function signOutHere() {
  forgetAllDrafts();
  return signOut({ callbackUrl: SIGN_IN_PAGE });
}

/** `compact`: the avatar and the role only (phones, laptops); the name is then visually hidden. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { data } = useSession();
  const confirm = useConfirm();
  const notify = useNotify();
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
    { key: 'signout', icon: <LogoutOutlined aria-hidden />, label: ui.signOut, onClick: signOutHere },
    { key: 'signout-everywhere', icon: <DisconnectOutlined aria-hidden />, label: everywhere.label, onClick: signOutEverywhere },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button
        type="button"
        data-testid="user-menu"
        title={name}
        style={{ position: 'relative', background: 'none', border: 0, cursor: 'pointer', padding: 0, whiteSpace: 'nowrap' }}
      >
        {/* Compact: the name stays the button's name for screen readers, out of sight. */}
        {compact && <span className="sr-only">{name}</span>}
        <Space size={8}>
          <Avatar src={user.image ?? undefined} icon={<UserOutlined aria-hidden />} alt="" style={{ background: 'var(--area-accent)' }} />
          {!compact && <Typography.Text strong>{name}</Typography.Text>}
          <Tag color={ROLE_COLORS[user.current_role]} data-testid="user-role" style={{ marginInlineEnd: 0 }}>
            {ui.roles[user.current_role]}
          </Tag>
        </Space>
      </button>
    </Dropdown>
  );
}
