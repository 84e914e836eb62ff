/**
 * An API answer that is already JSON text, e.g. built by PostgreSQL (`json_agg(...)::text`):
 * `apiRoute` sends it as it is. Parsing such a value only to serialise it again cost the ticket
 * list about as much CPU as the rest of its request (docs/performance.md, "Issue 17").
 * `T` is the shape the text holds, for the route's readers.
 */
export class JsonText<T> {
  declare readonly shape?: T;

  constructor(readonly text: string) {}
}
