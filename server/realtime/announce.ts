import type { Database } from '@/server/db/client';
import type { StoredLiveEvent } from './live-event';
import { recordEvents } from './record-events';
import { JOBS_TOPIC, ticketStaffTopic, ticketTopic, userTopic } from './topics';

// The events the services record, in their transactions. Data carries ids only: the browser
// refetches what it shows through the ordinary, permission-checked API.
type Tx = Pick<Database, 'insert'>;

export type CommentChange = 'created' | 'edited' | 'removed' | 'answer';

/** A comment of a ticket changed; an internal note only reaches staff. */
export function announceComment(tx: Tx, c: { ticketId: number; commentId: number; change: CommentChange; isInternal: boolean }): Promise<StoredLiveEvent[]> {
  const topic = c.isInternal ? ticketStaffTopic(c.ticketId) : ticketTopic(c.ticketId);
  return recordEvents(tx, [{ topic, type: `comment_${c.change}`, data: { ticketId: c.ticketId, commentId: c.commentId } }]);
}

/** The ticket itself changed (status, assignee, priority, ...): its page refetches the detail. */
export function announceTicketChange(tx: Tx, ticketId: number): Promise<StoredLiveEvent[]> {
  return recordEvents(tx, [{ topic: ticketTopic(ticketId), type: 'ticket_updated', data: { ticketId } }]);
}

/** New notifications for these people: their bell and list refetch. */
export function announceNotifications(tx: Tx, userIds: number[], n: { kind: string; ticketId?: number | null }): Promise<StoredLiveEvent[]> {
  const data = { kind: n.kind, ticketId: n.ticketId ?? null };
  return recordEvents(
    tx,
    userIds.map((id) => ({ topic: userTopic(id), type: 'notification', data })),
  );
}

/** A private message was sent or read: both people's mail views refetch. */
export function announceMessage(tx: Tx, m: { messageId: number; senderId: number; receiverId: number; change: 'sent' | 'read' }): Promise<StoredLiveEvent[]> {
  const data = { messageId: m.messageId };
  return recordEvents(tx, [
    { topic: userTopic(m.receiverId), type: `message_${m.change}`, data },
    { topic: userTopic(m.senderId), type: `message_${m.change}`, data },
  ]);
}

/** A background job was queued, moved on, logged a line, ended or went: pages showing jobs refetch them. */
export function announceJob(tx: Tx, jobId: string): Promise<StoredLiveEvent[]> {
  return recordEvents(tx, [{ topic: JOBS_TOPIC, type: 'job_updated', data: { jobId } }]);
}
