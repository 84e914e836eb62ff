import { Avatar, Space, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { UserSummary } from '@/utils/schemas/common';

export const displayName = (user: Pick<UserSummary, 'name' | 'username'>) => user.name?.trim() || user.username;

/** A small avatar with the person's name; `emptyText` when there is nobody (e.g. unassigned). */
export function UserName({ user, emptyText, strong, avatar = true }: { user: UserSummary | null; emptyText?: string; strong?: boolean; avatar?: boolean }) {
  if (!user) return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  if (!avatar) return <Typography.Text strong={strong}>{displayName(user)}</Typography.Text>;
  return (
    <Space size={6}>
      <Avatar size="small" src={user.image ?? undefined} icon={<UserOutlined />} />
      <Typography.Text strong={strong}>{displayName(user)}</Typography.Text>
    </Space>
  );
}
