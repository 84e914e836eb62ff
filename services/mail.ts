import { withQuery } from '@/utils/query';
import type { PrivateMessagePage, PrivateMessageQuery, PrivateMessageView } from '@/utils/schemas/knowledge';
import { api } from './api';

export interface PrivateMessageBody { receiver_id: number; subject: string; content: string }

export async function listMessages(query: PrivateMessageQuery): Promise<PrivateMessagePage> {
  const { data } = await api.get<PrivateMessagePage>(withQuery('/private-messages', query));
  return data;
}

export async function getMessage(id: number): Promise<PrivateMessageView> {
  const { data } = await api.get<PrivateMessageView>(`/private-messages/${id}`);
  return data;
}

/** The receiver opened the message. */
export async function markMessageRead(id: number): Promise<PrivateMessageView> {
  const { data } = await api.patch<PrivateMessageView>(`/private-messages/${id}`, { read: true });
  return data;
}

export async function sendMessage(body: PrivateMessageBody): Promise<PrivateMessageView> {
  const { data } = await api.post<PrivateMessageView>('/private-messages', body);
  return data;
}
