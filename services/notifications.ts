import { withQuery } from '@/utils/query';
import type { NotificationPage } from '@/utils/schemas/tickets';
import { api } from './api';

export interface NotificationListQuery {
  page?: number;
  limit?: number;
  unread?: boolean;
}

export async function listNotifications(query: NotificationListQuery): Promise<NotificationPage> {
  const { data } = await api.get<NotificationPage>(withQuery('/notifications', { ...query }));
  return data;
}

/** Marks every notification of the current user as read. */
export async function markAllNotificationsRead(): Promise<{ updated: number }> {
  const { data } = await api.put<{ updated: number }>('/notifications');
  return data;
}

export async function deleteNotification(id: number): Promise<void> {
  await api.delete(`/notifications/${id}`);
}

/** Opening a notification marks it read. */
export async function markNotificationRead(id: number): Promise<void> {
  await api.patch(`/notifications/${id}`);
}
