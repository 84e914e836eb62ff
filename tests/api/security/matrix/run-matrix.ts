import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApiContext } from '../../../helpers/api-context';
import { findRoute } from '../../../helpers/route-registry';
import { actorOf, matrixCast, type ActorKey, type MatrixCast } from '../../../helpers/matrix-fixtures';
import type { MatrixRow } from './types';

export interface MatrixCase {
  name: string;
  row: MatrixRow;
  actor: ActorKey;
  status: number;
}

/** Every (row, actor) pair with its expected status, in a stable order. */
export function casesOf(rows: readonly MatrixRow[]): MatrixCase[] {
  return rows.flatMap((r) =>
    Object.entries(r.expect).map(([actor, status]) => ({
      name: `${r.method} ${r.pattern}${r.variant ? ` (${r.variant})` : ''} as ${actor} -> ${status}`,
      row: r,
      actor: actor as ActorKey,
      status,
    })),
  );
}

/**
 * Runs the rows of one matrix file against the registered handlers on a fresh database. `before`
 * runs ahead of the database and server, `after` once both are closed.
 */
export interface MatrixHooks {
  before?: () => Promise<void>;
  after?: () => Promise<void>;
  /** Gives the cast what the file's routes need (e.g. a NIP per actor); runs once after it is created. */
  cast?: (cast: MatrixCast, db: ReturnType<typeof useApiContext>['db']) => Promise<MatrixCast>;
}

export function runMatrix(title: string, rows: readonly MatrixRow[], hooks: MatrixHooks = {}) {
  const cases = casesOf(rows);
  // Registered first: vitest runs beforeAll hooks in order and afterAll hooks in reverse.
  if (hooks.before) beforeAll(hooks.before);
  if (hooks.after) afterAll(hooks.after);
  const context = useApiContext();
  let cast: MatrixCast;

  beforeAll(async () => {
    cast = await matrixCast(context.db);
    if (hooks.cast) cast = await hooks.cast(cast, context.db);
  });
  afterAll(() => {
    console.info(`authorization matrix (${title}): ${cases.length} cases`);
  });

  describe(`authorization matrix: ${title}`, () => {
    it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, { row, actor: key, status }) => {
      const entry = findRoute(row.pattern);
      if (entry?.kind !== 'api') throw new Error(`${row.pattern} is not an apiRoute in the registry`);
      const { actor, relation } = actorOf(cast, key);
      const ctx = { db: context.db, cast, actor, relation };
      const req = (await row.request?.(ctx)) ?? {};
      const params = Object.fromEntries(Object.entries(req.params ?? {}).map(([k, v]) => [k, String(v)]));
      const res = await context.api.call<{ code?: unknown; message?: unknown }>(entry.handler, {
        method: row.method,
        path: req.query ? `/?${req.query}` : '/',
        params,
        body: req.body,
        rawBody: req.rawBody,
        user: actor,
      });
      await row.after?.(ctx);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (status >= 400) expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });
  });
}
