import type { ZodType } from 'zod';
import { METHODS, type apiRoute, type Method } from '@/server/http/api-route';
import type { Permission } from '@/utils/permissions';

export type ApiHandler = ReturnType<typeof apiRoute>;

/**
 * One file under `pages/api`: its URL pattern (the file path without `pages/api`, `.ts` and a
 * trailing `/index`, e.g. `/tickets/[id]/pin`) and the handler it exports.
 */
export type RouteEntry =
  | { pattern: string; kind: 'api'; handler: ApiHandler }
  /** A handler outside `apiRoute` (next-auth's own route, the benchmark's static ping). */
  | { pattern: string; kind: 'external'; handler: (...args: never[]) => unknown; reason: string };

/** What one method of one route declares, as the wrapper enforces it. */
export interface RouteMethod {
  pattern: string;
  method: Method;
  /** true: anyone may call it; false: 401 without a session. */
  public: boolean;
  /** Checked by the wrapper before the handler; attribute checks happen in the service. */
  permission: Permission | undefined;
  query: ZodType<unknown> | undefined;
  body: ZodType<unknown> | undefined;
}

/** The declared methods of an `apiRoute` entry, in the wrapper's method order. */
export function methodsOf(entry: RouteEntry): RouteMethod[] {
  if (entry.kind !== 'api') return [];
  const map = entry.handler.methods;
  return METHODS.flatMap((method) => {
    const spec = map[method];
    if (!spec) return [];
    return [{ pattern: entry.pattern, method, public: spec.public, permission: spec.permission, query: spec.query, body: spec.body }];
  });
}
