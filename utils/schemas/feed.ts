import { z } from 'zod';
import { booleanParam, idParam, markdownText, PageQuery, type Paginated, type UserSummary } from './common';
import { REACTION_EMOJIS, type ReactionEmoji } from './ticket-codes';
import type { Reactor } from '../rules/reaction-tooltip';

// The social feed (docs/community.md section 3): one schema per request, shared by forms and the API.

export const FEED_SORTS = ['newest', 'likes', 'comments'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

export const FeedIdParams = z.object({ id: idParam });
export const PostListQuerySchema = PageQuery.extend({ sort: z.enum(FEED_SORTS).default('newest'), mine: z.optional(booleanParam) });
/** The same query as the browser writes it. */
export type PostListQuery = { sort?: FeedSort; mine?: boolean; page?: number; limit?: number };

/** A post or its edit: markdown, rendered and sanitized on the server. */
export const PostSchema = z.object({ content: markdownText });
/** A comment, or a reply when `parent_id` names a comment of the same post. */
export const FeedCommentSchema = z.object({ content: markdownText, parent_id: idParam.optional() });
export const FeedCommentPatchSchema = z.object({ content: markdownText });
/** The ticket comments' eight emojis (utils/schemas/ticket-codes.ts). */
export const PostReactionSchema = z.object({ emoji: z.enum(REACTION_EMOJIS) });

export interface PostReaction {
  emoji: ReactionEmoji;
  count: number;
  mine: boolean;
  /** Everyone who reacted with it, oldest first (the "Kamu ... bereaksi" tooltip). */
  users: Reactor[];
}

export interface PostView {
  id: number;
  author: UserSummary;
  content_markdown: string;
  content_html: string;
  likes_count: number;
  comments_count: number;
  /** The current user likes it. */
  liked: boolean;
  /** The current user (when they like it) and the first others who did: enough for the like tooltip. */
  likers: Reactor[];
  reactions: PostReaction[];
  can_edit: boolean;
  can_delete: boolean;
  is_edited: boolean;
  created_at: string;
  updated_at: string;
}
export type PostPage = Paginated<PostView>;

export interface PostLikeView {
  user: { id: number; custom_id: string; username: string; name: string | null; image: string | null };
  created_at: string;
}

export interface FeedCommentView {
  id: number;
  post_id: number;
  parent_id: number | null;
  author: UserSummary;
  content_markdown: string;
  content_html: string;
  can_edit: boolean;
  can_delete: boolean;
  is_edited: boolean;
  created_at: string;
  /** Its replies, oldest first, each with theirs. */
  replies: FeedCommentView[];
}
export interface FeedThread { data: FeedCommentView[]; total: number }
