import type { ReactNode } from 'react';
import {
  BellOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileTextOutlined,
  FlagOutlined,
  LockOutlined,
  SnippetsOutlined,
  NotificationOutlined,
  PushpinOutlined,
  SwapOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { TicketAction } from './ticket-actions';

const ACTION_ICONS: Record<TicketAction, ReactNode> = {
  'edit-title': <EditOutlined />,
  'edit-description': <FileTextOutlined />,
  lock: <LockOutlined />,
  publish: <EyeOutlined />,
  pin: <PushpinOutlined />,
  'change-status': <SwapOutlined />,
  'change-agent': <UserSwitchOutlined />,
  'change-priority': <FlagOutlined />,
  reminder: <NotificationOutlined />,
  subscribe: <BellOutlined />,
  merge: <SnippetsOutlined />,
  delete: <DeleteOutlined />,
};

/** A menu item's icon: its own chunk, loaded when the actions menu first opens (not with the ticket page). */
export function TicketActionIcon({ action }: { action: TicketAction }) {
  return ACTION_ICONS[action];
}
