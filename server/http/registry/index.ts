import { knowledgeRoutes } from './knowledge';
import { peopleRoutes } from './people';
import { platformRoutes } from './platform';
import { ticketsRoutes } from './tickets';
import { methodsOf, type RouteEntry, type RouteMethod } from './types';

export { methodsOf } from './types';
export type { ApiHandler, RouteEntry, RouteMethod } from './types';

/**
 * Every file under `pages/api`, in one list: tests enumerate it (authorization matrix, fuzzing),
 * and `tests/api/security/route-registry.test.ts` fails when a page file and this list disagree.
 * Adding a route: create the page file, then add one `api('/pattern', handler)` line to the
 * domain file here (docs/api.md).
 */
export const ROUTES: readonly RouteEntry[] = [...platformRoutes, ...ticketsRoutes, ...knowledgeRoutes, ...peopleRoutes];

/** Every method of every `apiRoute`, with its session rule, permission and schemas. */
export const ROUTE_METHODS: readonly RouteMethod[] = ROUTES.flatMap(methodsOf);

export function findRoute(pattern: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.pattern === pattern);
}
