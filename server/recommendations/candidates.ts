import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * How many rows each candidate source hands to the exact ranking. The ranking (ts_rank_cd plus
 * two trigram measures) costs tens of microseconds a row; ranking every match of a common topic
 * (thousands of rows on the benchmark's 100k tickets) took hundreds of milliseconds.
 */
export const CANDIDATES_PER_SOURCE = 30;

/**
 * Ids worth ranking, from two sources that each stop after `CANDIDATES_PER_SOURCE` rows in index
 * order: the nearest titles by word similarity (GiST KNN: typos, half-typed titles, the typed
 * phrase inside a longer title) and the newest full-text matches (stemmed words, descriptions).
 * Ties in the final score go to the newest row, so the newest matches are also the ones an
 * exhaustive ranking would keep. The caller still applies the match condition and the score.
 */
export function candidateIds(nearest: SQLWrapper, newestMatches: SQLWrapper): SQL {
  return sql`((${nearest}) union (${newestMatches}))`;
}
