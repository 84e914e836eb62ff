import { Drawer } from 'antd';
import { adminText } from '@/locales/id/admin';
import { HistoryList } from '@/components/profile/history-list';
import type { UserListItem } from '@/utils/schemas/users';
import { withAntdScope } from '@/components/ui/antd-scope';

/** One user's activity history (GET /users/{id}/histories) in a drawer; a chunk of its own. */
function UserHistoryDrawer({ user, open, onClose }: { user: UserListItem; open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title={adminText.history.of(user.name ?? user.username)} size="large" destroyOnHidden>
      {open && <HistoryList userId={user.id} bordered={false} />}
    </Drawer>
  );
}

export default withAntdScope(UserHistoryDrawer);
