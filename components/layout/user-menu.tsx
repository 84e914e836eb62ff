import { Avatar, Dropdown, Space, Tag, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { signOut, useSession } from 'next-auth/react';
import { ui } from '@/locales/id';
import { ROLE_COLORS } from './role-colors';

/** `compact`: the avatar and the role only (phones, laptops); the name is then visually hidden. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { data } = useSession();
  const user = data?.user;
  if (!user) return null;
  const name = user.name ?? user.username;
  const items = [
    {
      key: 'signout',
      icon: <LogoutOutlined />,
      label: ui.signOut,
      onClick: () => signOut({ callbackUrl: '/helpdesk/auth/signin' }),
    },
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
