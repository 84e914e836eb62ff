import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * SQL fragments that hold no request data, turned into text once per variant and then reused as
 * one raw chunk. Drizzle walks a fragment's whole tree every time a statement is built: for the
 * ticket list's and the ticket detail's JSON projections (dozens of nested subqueries) that walk
 * was ~10% of the server's CPU under load (docs/performance.md, "Issue 17").
 *
 * `build(arg)` must depend on nothing but `variantOf(arg)` (e.g. a role's rights), and its values
 * are inlined as SQL literals: they must be constants of the code (status codes, a pattern),
 * never request data. What varies per request goes in as a column of the statement instead
 * (the ticket views' `reader` relation).
 */
export function builtOnce<A>(variantOf: (arg: A) => string, build: (arg: A) => SQL): (arg: A) => SQL {
  const texts = new Map<string, string>();
  return (arg) => {
    const variant = variantOf(arg);
    let text = texts.get(variant);
    if (text === undefined) {
      text = dialect.sqlToQuery(build(arg).inlineParams()).sql;
      texts.set(variant, text);
    }
    return sql.raw(text);
  };
}
