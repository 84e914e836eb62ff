import { useSession } from 'next-auth/react';
import { adminText } from '@/locales/id/admin';
import { useSetUserActive } from '@/hooks/admin/use-set-user-active';
import { Switch } from '@/components/ui/switch';
import { Tooltip } from '@/components/ui/tooltip';
import { useNotify } from '@/components/ui/use-notify';
import { useConfirm } from '@/components/ui/use-confirm';
import { can } from '@/utils/permissions';
import type { UserListItem } from '@/utils/schemas/users';

const t = adminText.activation;

/**
 * Whether an account may be used, switched after a confirmation by PUT /users/{id}/activation.
 * Deactivating ends the person's sessions at once; an admin's own account cannot be switched off.
 */
export function ActivationSwitch({ user }: { user: UserListItem }) {
  const { data } = useSession();
  const confirm = useConfirm();
  const change = useSetUserActive();
  const notify = useNotify();
  const name = user.name ?? user.username;
  const active = user.deactivated_at === null;
  const allowed = can(data?.user ?? null, 'deactivate-user', { account: { id: user.id } });
  const toggle = (next: boolean) =>
    confirm({
      title: next ? t.confirmOn(name) : t.confirmOff(name),
      content: next ? t.confirmOnHint : t.confirmOffHint,
      okText: t.ok,
      okButtonProps: { danger: !next },
      cancelText: adminText.cancel,
      onOk: () => notify.track(change.mutateAsync({ id: user.id, active: next }), next ? t.on(name) : t.off(name)),
    });
  const control = (
    <Switch
      size="small"
      checked={active}
      disabled={!allowed}
      loading={change.isPending}
      onChange={toggle}
      checkedChildren={t.active}
      unCheckedChildren={t.inactive}
      aria-label={t.switchLabel(name)}
      data-testid={`activation-${user.id}`}
    />
  );
  return allowed ? control : <Tooltip title={t.self}>{control}</Tooltip>;
}
