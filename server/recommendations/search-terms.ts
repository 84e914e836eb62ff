import { sql, type SQL } from 'drizzle-orm';

// Function words of everyday Indonesian questions. The `indonesian` configuration stems but has
// no stop list, so without this "bagaimana cara ..." would match nearly every ticket.
const STOPWORDS = new Set(
  (
    'yang dan di ke dari untuk dengan pada ini itu cara bagaimana apa apakah tidak bisa dapat saya kami kita ' +
    'mohon tolong ada atau juga sudah belum akan dalam oleh karena agar tentang bagi para adalah masih lagi ' +
    'kenapa mengapa kapan dimana gimana sih ya nya min'
  ).split(' '),
);

/** The words worth searching for: letters and digits only (no query operators), no stopwords. */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length > 1 && !STOPWORDS.has(w)))];
}

/**
 * A full-text query that matches any of the words (a suggestion should not need every word
 * typed); ts_rank_cd then prefers the documents that match more of them.
 */
export function anyWordQuery(text: string): SQL {
  return sql`websearch_to_tsquery('indonesian', ${searchWords(text).join(' or ')})`;
}
