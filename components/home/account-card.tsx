import { homeQueueText } from '@/locales/id/home-queue';
import { home, ui } from '@/locales/id/ui';
import { useUserInformation } from '@/hooks/users/use-user-information';
import { formatRelativeOrDate } from '@/utils/format';
import { ROLE_COLORS } from '@/components/layout/role-colors';
import { GroupTag } from '@/components/users/group-tag';
import { FactList } from '@/components/ui/fact-list';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';

/** The signed-in person's account on Beranda: name, NIP, unit and origin in words (issue 31), role and last sign-in. */
export function AccountCard() {
  const { data: user, isLoading, isError } = useUserInformation();
  if (isLoading) return <Skeleton />;
  if (isError || !user) return <Notice type="error">{home.loadError}</Notice>;
  const f = home.fields;
  return (
    <Panel title={home.profile}>
      <FactList
        columns={2}
        data-testid="account-card"
        items={[
          { key: 'username', label: f.username, value: user.username },
          { key: 'nip', label: f.employeeNumber, value: user.employee_number ?? '-' },
          { key: 'organization', label: f.organization, value: user.organization_name ?? homeQueueText.noOrganization },
          { key: 'group', label: f.group, value: <GroupTag group={user.group} /> },
          { key: 'role', label: f.role, value: <Tag color={ROLE_COLORS[user.current_role]}>{ui.roles[user.current_role]}</Tag> },
          { key: 'last-login', label: f.lastLogin, value: formatRelativeOrDate(user.last_login_at) },
        ]}
      />
    </Panel>
  );
}
