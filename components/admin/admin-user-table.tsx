import { useState } from 'react';
import dynamic from 'next/dynamic';
import { HistoryOutlined } from '@ant-design/icons';
import { adminText } from '@/locales/id/admin';
import type { UserListItem } from '@/utils/schemas/users';
import { UserTable } from '@/components/users/user-table';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { Flex } from '@/components/ui/flex';
import { ActivationSwitch } from './activation-switch';
import { RoleSelect } from './role-select';

// antd's Drawer and the history list load on the first "Riwayat".
const UserHistoryDrawer = dynamic(() => import('./user-history-drawer'), { ssr: false });

/**
 * The user table with the admin's cells: the role, the account switch and the history. The one
 * history drawer belongs to the page, so it stays open when the window narrows and the buttons
 * move from their own columns into the phone's one.
 */
export function AdminUserTable() {
  const [history, setHistory] = useState<{ user: UserListItem; open: boolean }>();
  const historyButton = (user: UserListItem) => (
    <Button size="small" icon={<HistoryOutlined aria-hidden />} onClick={() => setHistory({ user, open: true })}>
      {adminText.history.open}
    </Button>
  );
  // From md one column per control; on a phone the three stack in one column, so the table never
  // scrolls sideways (both are drawn, CSS shows one).
  const columns: DataColumn<UserListItem>[] = [
    { key: 'role-toggle', title: adminText.roles.column, from: 'md', render: (user) => <RoleSelect user={user} /> },
    { key: 'activation', title: adminText.activation.column, from: 'md', render: (user) => <ActivationSwitch user={user} /> },
    { key: 'history', title: adminText.history.column, from: 'md', render: historyButton },
    {
      key: 'manage',
      title: adminText.manageColumn,
      phoneOnly: true,
      render: (user) => (
        <Flex vertical gap={8} align="start">
          <RoleSelect user={user} />
          <ActivationSwitch user={user} />
          {historyButton(user)}
        </Flex>
      ),
    },
  ];
  return (
    <>
      <UserTable extraColumns={columns} />
      {history && <UserHistoryDrawer user={history.user} open={history.open} onClose={() => setHistory({ ...history, open: false })} />}
    </>
  );
}
