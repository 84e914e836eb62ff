import queryString from 'query-string';

// Spec section 5: list queries omit empty and null values, drop undefined values and empty
// array items, and join arrays with commas. query-string's comma format does the joining and
// percent-encodes a comma inside an item (so "a,b" as ONE item stays one item for the server).

export type QueryScalar = string | number | boolean | bigint | Date | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = Record<string, unknown>;

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

// Dates travel as ISO strings; NaN (e.g. Number('') from a cleared input) and invalid dates
// mean "no value". Objects have no query representation, so they are a programming error.
function normalizeScalar(key: string, value: unknown): string | number | boolean | bigint | undefined {
  if (isMissing(value)) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  if (['string', 'number', 'boolean', 'bigint'].includes(typeof value)) {
    return value as string | number | boolean | bigint;
  }
  throw new TypeError(`Query parameter "${key}" has an unsupported value type: ${typeof value}`);
}

function normalize(params: QueryParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      const items = value.map((item) => normalizeScalar(key, item)).filter((item) => item !== undefined);
      if (items.length > 0) out[key] = items;
    } else {
      const scalar = normalizeScalar(key, value);
      if (scalar !== undefined) out[key] = scalar;
    }
  }
  return out;
}

/**
 * Builds a query string without the leading "?":
 *   buildQuery({ status: [1, 2], search: '', page: 0 }) === 'page=0&status=1,2'
 * Keys are sorted, so the same filters always give the same URL regardless of the order in
 * which a form assembled them. `false` and `0` are real values and are kept.
 */
export function buildQuery(params: QueryParams | null | undefined): string {
  if (params == null) return '';
  return queryString.stringify(normalize(params), { arrayFormat: 'comma', sort: true });
}

/**
 * `path` alone when nothing survives, otherwise `path?query`. A path that already has a query
 * gets the new pairs appended with "&" (existing keys are not deduplicated); a hash stays last.
 */
export function withQuery(path: string, params: QueryParams | null | undefined): string {
  const query = buildQuery(params);
  if (query === '') return path;
  const hashAt = path.indexOf('#');
  const base = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${query}${hash}`;
}
