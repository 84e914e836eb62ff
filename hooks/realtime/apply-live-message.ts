import type { QueryClient } from '@tanstack/react-query';
import { jobKeys } from '@/hooks/personnel-admin/keys';
import { mailKeys, notificationKeys, ticketKeys } from '@/hooks/query-keys';
import type { LiveMessage } from '@/services/realtime';
import { PRESENCE_STATES, type PresenceState } from '@/utils/schemas/realtime-codes';
import { useLiveStore } from './live-store';

const isPresenceState = (v: unknown): v is PresenceState => PRESENCE_STATES.some((s) => s === v);

/** What a live event changes in this tab: the queries that show it refetch; presence goes to the store. */
export function applyLiveMessage(queryClient: QueryClient, { type, data }: LiveMessage): void {
  const ticketId = typeof data.ticketId === 'number' ? data.ticketId : null;
  if (type === 'notification') void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  else if (type.startsWith('message_')) void queryClient.invalidateQueries({ queryKey: mailKeys.all });
  else if ((type.startsWith('comment_') || type === 'ticket_updated') && ticketId) void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) });
  else if (type === 'job_updated') void queryClient.invalidateQueries({ queryKey: jobKeys.all });
  else if (type === 'presence' && ticketId && typeof data.userId === 'number' && typeof data.name === 'string' && isPresenceState(data.state)) {
    useLiveStore.getState().hearPresence(ticketId, data.userId, { name: data.name, state: data.state, at: Date.now() });
  } else if (type === 'reset') {
    // Too much was missed while away: everything the stream would have refreshed is refetched.
    for (const queryKey of [notificationKeys.all, mailKeys.all, ticketKeys.all, jobKeys.all]) void queryClient.invalidateQueries({ queryKey });
  }
}
