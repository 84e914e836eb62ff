import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { adminText } from '@/locales/id';
import { HistoryList } from '@/components/profile/history-list';
import type { UserListItem } from '@/utils/schemas/users';

/** Opens one user's activity history (GET /users/{id}/histories) in a drawer. */
export function UserHistoryButton({ user }: { user: UserListItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" icon={<HistoryOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {adminText.history.open}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={adminText.history.of(user.name ?? user.username)} size="large" destroyOnHidden>
        {open && <HistoryList userId={user.id} bordered={false} />}
      </Drawer>
    </>
  );
}
