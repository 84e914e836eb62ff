// Spec section 5: list queries omit empty and null values, drop undefined values and empty
// array items, and join arrays with commas. Each item is percent-encoded on its own, so a comma
// inside an item ("a,b" as ONE item) stays one item for the server. Written out rather than with
// query-string, which every page would otherwise load for these few lines.

export type QueryScalar = string | number | boolean | bigint | Date | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = Record<string, unknown>;

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

type Scalar = string | number | boolean | bigint;

// Dates travel as ISO strings; NaN (e.g. Number('') from a cleared input) and invalid dates
// mean "no value". Objects have no query representation, so they are a programming error.
function normalizeScalar(key: string, value: unknown): Scalar | undefined {
  if (isMissing(value)) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  if (['string', 'number', 'boolean', 'bigint'].includes(typeof value)) {
    return value as Scalar;
  }
  throw new TypeError(`Query parameter "${key}" has an unsupported value type: ${typeof value}`);
}

/** encodeURIComponent plus the characters it leaves alone that RFC 3986 reserves (query-string's "strict"). */
const encode = (value: Scalar) =>
  encodeURIComponent(String(value)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function normalize(params: QueryParams): Record<string, Scalar | Scalar[]> {
  const out: Record<string, Scalar | Scalar[]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      const items = value.map((item) => normalizeScalar(key, item)).filter((item): item is Scalar => item !== undefined);
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
  return Object.entries(normalize(params))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encode(key)}=${(Array.isArray(value) ? value : [value]).map(encode).join(',')}`)
    .join('&');
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
