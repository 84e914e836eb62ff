// Ids beyond PostgreSQL's integer (and beyond JavaScript's safe integers) in every id-shaped
// place a route reads: URL segments and id filters. They must be refused as bad input (4xx),
// never reach SQL and answer 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiContext } from '../../helpers/api-context';
import { findRoute, ROUTE_METHODS } from '../../helpers/route-registry';
import { matrixCast, type MatrixCast } from '../../helpers/matrix-fixtures';
import { useZoomSandbox } from '../../helpers/zoom-sandbox';

const BIG = ['2147483648', '99999999999999999999', '1e3'];
const ID_FILTERS: [string, string][] = [
  ['/tickets', 'category'],
  ['/tickets', 'sub_category'],
  ['/tickets', 'assignee'],
  ['/tickets', 'requester'],
];

const ctx = useApiContext();
// Zoom's meeting ids are not ours: they pass the route and Zoom (its sandbox) answers 404.
useZoomSandbox();
let cast: MatrixCast;

beforeAll(async () => {
  cast = await matrixCast(ctx.db);
});

// Segments that hold a row id (`[id]`, `[commentId]`); `[term]`, `[file]` and next-auth's are text.
const withSegments = ROUTE_METHODS.filter((r) => /\[\w*[iI]d\]/.test(r.pattern));

describe('ids out of range in URL segments', () => {
  it.each(withSegments.flatMap((r) => BIG.map((id) => ({ ...r, id }))))('$method $pattern with $id answers 4xx', async ({ pattern, method, id }) => {
    const entry = findRoute(pattern);
    if (entry?.kind !== 'api') throw new Error(`no apiRoute for ${pattern}`);
    const params = Object.fromEntries([...pattern.matchAll(/\[(\w+)\]/g)].map((m) => [m[1], /[iI]d$/.test(m[1]) ? id : 'x']));
    const res = await ctx.api.call(entry.handler, { method, params, body: method === 'GET' ? undefined : {}, user: cast.admin });
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  });
});

describe('ids out of range in list filters', () => {
  it.each(ID_FILTERS.flatMap(([pattern, key]) => BIG.map((id) => ({ pattern, key, id }))))('$pattern?$key=$id answers 400', async ({ pattern, key, id }) => {
    const entry = findRoute(pattern);
    if (entry?.kind !== 'api') throw new Error(`no apiRoute for ${pattern}`);
    const res = await ctx.api.call(entry.handler, { path: `${pattern}?${key}=${id}`, user: cast.admin });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
  });
});
