import { Avatar, Dropdown, Space, Tag, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { signOut, useSession } from 'next-auth/react';
import { ui } from '@/locales/id';
import { ROLE_COLORS } from './role-colors';

export function UserMenu() {
  const { data } = useSession();
  const user = data?.user;
  if (!user) return null;
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
      <button type="button" data-testid="user-menu" style={{ background: 'none', border: 0, cursor: 'pointer', padding: 0 }}>
        <Space>
          <Avatar src={user.image ?? undefined} icon={<UserOutlined />} style={{ background: 'var(--area-accent)' }} />
          <Typography.Text strong>{user.name ?? user.username}</Typography.Text>
          <Tag color={ROLE_COLORS[user.current_role]} data-testid="user-role">
            {ui.roles[user.current_role]}
          </Tag>
        </Space>
      </button>
    </Dropdown>
  );
}
