import type { PostPage, PostView } from '@/utils/schemas/feed';
import { PEOPLE, hoursAgo } from './tickets';

const reactor = ({ id, name, username }: { id: number; name: string | null; username: string }) => ({ id, name, username });

/** A post as GET /feed/posts answers it; likers in the server's order (the current user first when they like it). */
export function feedPost(overrides: Partial<PostView> & { id: number }): PostView {
  return {
    author: PEOPLE.otherUser,
    content_markdown: `Postingan ${overrides.id}`,
    content_html: `<p>Postingan ${overrides.id}</p>`,
    likes_count: 0,
    comments_count: 0,
    liked: false,
    likers: [],
    reactions: [],
    can_edit: false,
    can_delete: false,
    is_edited: false,
    created_at: hoursAgo(2),
    updated_at: hoursAgo(2),
    ...overrides,
  };
}

/** Liked by the signed-in user (Budi Santoso, id 7) and two others. */
export const LIKED_BY_ME_AND_TWO = feedPost({
  id: 11,
  likes_count: 3,
  liked: true,
  likers: [reactor(PEOPLE.user), reactor(PEOPLE.otherUser), reactor(PEOPLE.agent)],
  comments_count: 4,
});

export const postPage = (data: PostView[]): PostPage => ({ data, total: data.length, page: 1, limit: 10 });
