import { feedText } from '../../locales/id/feed';
import { namesOf, type Reactor } from './reaction-tooltip';

/**
 * A post's like tooltip: "Anda, Budi dan Sari menyukai postingan ini". `likers` may be only the
 * first ones (with the current user when they like it); `total` is the post's like count. Its own
 * module, so the ticket page's reactions do not carry the feed's texts.
 */
export function likeTooltip(likers: readonly Reactor[], total: number, currentUserId?: number | null): string {
  const names = namesOf(likers, currentUserId, feedText.likeTooltip.you, total);
  return names === '' ? '' : feedText.likeTooltip.liked(names);
}
