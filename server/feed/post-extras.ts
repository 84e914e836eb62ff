import { asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { postLikes, postReactions, users } from '@/server/db/schema';
import type { Reactor } from '@/utils/rules/reaction-tooltip';
import { REACTION_EMOJIS, type ReactionEmoji } from '@/utils/schemas/ticket-codes';
import type { PostReaction } from '@/utils/schemas/feed';

type Reader = Pick<Database, 'select'>;

/** The tooltip lists up to four names (spec section 9): more never travel. */
const FIRST_LIKERS = 4;
const reactorColumns = { id: users.id, name: users.name, username: users.username };

const grouped = <T>(rows: { postId: number; item: T }[]) =>
  rows.reduce((map, { postId, item }) => map.set(postId, [...(map.get(postId) ?? []), item]), new Map<number, T[]>());

/** Per post: the current user when they like it and the first four others, oldest like first. */
export async function firstLikers(db: Reader, postIds: number[], userId: number): Promise<Map<number, Reactor[]>> {
  if (postIds.length === 0) return new Map();
  const ranked = db
    .select({
      postId: postLikes.postId,
      userId: postLikes.userId,
      rank: sql<number>`row_number() over (partition by ${postLikes.postId} order by ${postLikes.createdAt}, ${postLikes.userId})`.as('rank'),
    })
    .from(postLikes)
    .where(inArray(postLikes.postId, postIds))
    .as('ranked');
  const rows = await db
    .select({ postId: ranked.postId, item: reactorColumns })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.userId))
    .where(or(lte(ranked.rank, FIRST_LIKERS), eq(ranked.userId, userId)))
    .orderBy(asc(ranked.postId), asc(ranked.rank));
  return grouped(rows);
}

/** Per post: its reactions in the picker's order, each with everyone who chose it, oldest first. */
export async function reactionsOf(db: Reader, postIds: number[], userId: number): Promise<Map<number, PostReaction[]>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: postReactions.postId, emoji: postReactions.emoji, user: reactorColumns })
    .from(postReactions)
    .innerJoin(users, eq(users.id, postReactions.userId))
    .where(inArray(postReactions.postId, postIds))
    .orderBy(asc(postReactions.createdAt), asc(postReactions.userId));
  const byPost = grouped(rows.map((r) => ({ postId: r.postId, item: r })));
  const summaries = new Map<number, PostReaction[]>();
  for (const [postId, list] of byPost) {
    const present = REACTION_EMOJIS.filter((emoji) => list.some((r) => r.emoji === emoji));
    summaries.set(
      postId,
      present.map((emoji: ReactionEmoji) => {
        const reactors = list.filter((r) => r.emoji === emoji).map((r) => r.user);
        return { emoji, count: reactors.length, mine: reactors.some((u) => u.id === userId), users: reactors };
      }),
    );
  }
  return summaries;
}
