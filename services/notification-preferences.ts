import type { NotificationPreferencesInput, NotificationPreferencesView, UnsubscribeView } from '@/utils/schemas/notification-preferences';
import { withQuery } from '@/utils/query';
import { api } from './api';

export async function getNotificationPreferences(): Promise<NotificationPreferencesView> {
  const { data } = await api.get<NotificationPreferencesView>('/notifications/preferences');
  return data;
}

export async function saveNotificationPreferences(input: NotificationPreferencesInput): Promise<NotificationPreferencesView> {
  const { data } = await api.put<NotificationPreferencesView>('/notifications/preferences', input);
  return data;
}

/** What an unsubscribe link would stop (changes nothing). */
export async function readUnsubscribe(token: string): Promise<UnsubscribeView> {
  const { data } = await api.get<UnsubscribeView>(withQuery('/notifications/unsubscribe', { token }));
  return data;
}

export async function confirmUnsubscribe(token: string): Promise<UnsubscribeView> {
  const { data } = await api.post<UnsubscribeView>(withQuery('/notifications/unsubscribe', { token }));
  return data;
}
