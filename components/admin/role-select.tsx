import { Select } from 'antd';
import { adminText, ui } from '@/locales/id';
import { useChangeRole } from '@/hooks/admin/use-change-role';
import { useNotify } from '@/components/ui/use-notify';
import { useConfirm } from '@/components/ui/use-confirm';
import type { UserListItem } from '@/utils/schemas/users';
import { ROLE_VALUES } from '@/utils/schemas/user-codes';

type Role = UserListItem['current_role'];

/**
 * The role of one user, changed after a confirmation by PATCH /users/{id}. The API refuses to
 * demote the last admin (409); its message is shown and the select keeps the old role.
 */
export function RoleSelect({ user }: { user: UserListItem }) {
  const confirm = useConfirm();
  const change = useChangeRole();
  const notify = useNotify();
  const name = user.name ?? user.username;
  const choose = (role: Role) => {
    if (role === user.current_role) return;
    confirm({
      title: adminText.roles.confirm(name, ui.roles[role]),
      content: adminText.roles.confirmHint,
      okText: adminText.save,
      cancelText: adminText.cancel,
      onOk: () => notify.track(change.mutateAsync({ id: user.id, role }), adminText.roles.changed(name, ui.roles[role])),
    });
  };
  return (
    <Select<Role>
      size="small"
      value={user.current_role}
      loading={change.isPending}
      onChange={choose}
      style={{ width: 120 }}
      aria-label={`${adminText.roles.column} ${name}`}
      data-testid={`role-select-${user.id}`}
      options={ROLE_VALUES.map((r) => ({ value: r, label: ui.roles[r] }))}
    />
  );
}
