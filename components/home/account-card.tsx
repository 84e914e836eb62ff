import { Alert, Card, Descriptions, Skeleton, Tag } from 'antd';
import { home, ui } from '@/locales/id';
import { useUserInformation } from '@/hooks/users/use-user-information';
import { formatRelativeOrDate } from '@/utils/format';
import { ROLE_COLORS } from '@/components/layout/role-colors';
import { GroupTag } from '@/components/users/group-tag';

export function AccountCard() {
  const { data: user, isLoading, isError } = useUserInformation();
  if (isLoading) return <Skeleton active />;
  if (isError || !user) return <Alert type="error" title={home.loadError} showIcon />;
  const f = home.fields;
  return (
    <Card title={home.profile}>
      <Descriptions column={{ xs: 1, md: 2 }} data-testid="account-card">
        <Descriptions.Item label={f.username}>{user.username}</Descriptions.Item>
        <Descriptions.Item label={f.employeeNumber}>{user.employee_number ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f.organization}>{user.organization_id ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f.group}>
          <GroupTag group={user.group} />
        </Descriptions.Item>
        <Descriptions.Item label={f.role}>
          <Tag color={ROLE_COLORS[user.current_role]}>{ui.roles[user.current_role]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={f.lastLogin}>{formatRelativeOrDate(user.last_login_at)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
