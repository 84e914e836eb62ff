import type { Method } from '@/server/http/api-route';
import type { ActorKey, CaseContext } from '../../../helpers/matrix-fixtures';

export interface MatrixRequest {
  /** Dynamic segments of the pattern (`id`, `commentId`, ...). */
  params?: Record<string, string | number>;
  /** Query string without `?`. */
  query?: string;
  body?: unknown;
  rawBody?: BodyInit;
}

/** One route method (optionally one variant of its input) and the status each actor must get. */
export interface MatrixRow {
  method: Method;
  pattern: string;
  variant?: string;
  request?: (ctx: CaseContext) => Promise<MatrixRequest> | MatrixRequest;
  expect: Partial<Record<ActorKey, number>>;
  /** Runs after each case of the row (e.g. to undo what the call did to the actor). */
  after?: (ctx: CaseContext) => Promise<void>;
}

export const row = (method: Method, pattern: string, expect: MatrixRow['expect'], request?: MatrixRow['request'], variant?: string): MatrixRow => ({
  method,
  pattern,
  expect,
  request,
  variant,
});
