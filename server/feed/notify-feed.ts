import type { Database } from '@/server/db/client';
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

/** One notification in the bell that opens the post (`/feed/{postId}`). */
export function notifyFeed(tx: Pick<Database, 'insert'>, event: FeedEvent): Promise<number> {
  return notifyUsers(tx, {
    toUserIds: [event.to],
    fromUserId: event.actor.id,
    type: event.type,
    link: `/feed/${event.postId}`,
    title: TITLES[event.type](event.actor.name?.trim() || event.actor.username),
    content: event.content ?? null,
  });
}
