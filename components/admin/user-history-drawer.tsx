import { Drawer } from 'antd';
import { adminText } from '@/locales/id';
import { HistoryList } from '@/components/profile/history-list';
import type { UserListItem } from '@/utils/schemas/users';

/** One user's activity history (GET /users/{id}/histories) in a drawer; a chunk of its own. */
export default function UserHistoryDrawer({ user, open, onClose }: { user: UserListItem; open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title={adminText.history.of(user.name ?? user.username)} size="large" destroyOnHidden>
      {open && <HistoryList userId={user.id} bordered={false} />}
    </Drawer>
  );
}
