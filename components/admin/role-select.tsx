import { adminText } from '@/locales/id/admin';
import { ui } from '@/locales/id/ui';
import { useChangeRole } from '@/hooks/admin/use-change-role';
import { NativeSelect } from '@/components/ui/native-select';
import { useNotify } from '@/components/ui/use-notify';
import { useConfirm } from '@/components/ui/use-confirm';
import type { UserListItem } from '@/utils/schemas/users';
import { ROLE_VALUES } from '@/utils/schemas/user-codes';

type Role = UserListItem['current_role'];
const OPTIONS = ROLE_VALUES.map((r) => ({ value: r, label: ui.roles[r] }));

/**
 * The role of one user, changed after a confirmation by PATCH /users/{id}. The API refuses to
 * demote the last admin (409); its message is shown and the select keeps the old role (it always
 * shows the saved one).
 */
export function RoleSelect({ user }: { user: UserListItem }) {
  const confirm = useConfirm();
  const change = useChangeRole();
  const notify = useNotify();
  const name = user.name ?? user.username;
  const choose = (role: Role | undefined) => {
    if (!role || role === user.current_role) return;
    confirm({
      title: adminText.roles.confirm(name, ui.roles[role]),
      content: adminText.roles.confirmHint,
      okText: adminText.save,
      cancelText: adminText.cancel,
      onOk: () => notify.track(change.mutateAsync({ id: user.id, role }), adminText.roles.changed(name, ui.roles[role])),
    });
  };
  return (
    <NativeSelect<Role>
      size="small"
      value={user.current_role}
      options={OPTIONS}
      onChange={choose}
      aria-busy={change.isPending || undefined}
      style={{ width: 120 }}
      aria-label={`${adminText.roles.column} ${name}`}
      data-testid={`role-select-${user.id}`}
    />
  );
}
