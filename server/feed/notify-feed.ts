import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { notifyUsers } from '@/server/notifications/notify-users';
import { feedText } from '@/locales/id/feed';
import type { SessionUser } from '@/utils/session-user';

const TITLES = {
  post_liked: feedText.notify.liked,
  post_commented: feedText.notify.commented,
  comment_replied: feedText.notify.replied,
} as const;

export type FeedNotificationType = keyof typeof TITLES;

export interface FeedEvent {
  type: FeedNotificationType;
  /** Whose post or comment it is; nobody hears of their own doing (notifyUsers drops the sender). */
  to: number;
  actor: SessionUser;
  postId: number;
  /** The comment's markdown, shown as the bell's plain-text preview. */
  content?: string;
}

const linkOf = (postId: number) => `/feed/${postId}`;

/** One notification in the bell that opens the post (`/feed/{postId}`). */
export function notifyFeed(tx: Pick<Database, 'select' | 'insert'>, event: FeedEvent): Promise<number> {
  return notifyUsers(tx, {
    toUserIds: [event.to],
    fromUserId: event.actor.id,
    type: event.type,
    link: linkOf(event.postId),
    title: TITLES[event.type](event.actor.name?.trim() || event.actor.username),
    content: event.content ?? null,
  });
}

/**
 * The same notice once only: true when `event.to` was already told that this person did this to
 * this post (a like, unliked and liked again, is not news; issue 30).
 */
export async function alreadyNotified(tx: Pick<Database, 'select'>, event: Omit<FeedEvent, 'content'>): Promise<boolean> {
  const [found] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.toUserId, event.to), eq(notifications.fromUserId, event.actor.id), eq(notifications.type, event.type), eq(notifications.link, linkOf(event.postId))))
    .limit(1);
  return found !== undefined;
}
