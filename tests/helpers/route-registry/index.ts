/// <reference types="vite/client" />
import { methodsOf, type ApiHandler, type RouteEntry, type RouteMethod } from './types';

export { methodsOf } from './types';
export type { ApiHandler, RouteEntry, RouteMethod } from './types';

/**
 * The test inventory of the API, read from the `pages/api` tree itself (Vite's glob import): a
 * new page file is in the authorization matrix coverage, the fuzz suite and the id checks without
 * anyone listing it. Every page must export an `apiRoute` (it carries `.methods`), or be one of
 * the few handlers kept outside the wrapper, named here with the reason.
 */
const PAGES = import.meta.glob<{ default: unknown }>('../../../pages/api/**/*.ts', { eager: true });

export const EXTERNAL_ROUTES: Readonly<Record<string, string>> = {
  '/auth/[...nextauth]': 'next-auth handles sign-in, callbacks and sessions itself',
  '/ping': 'static JSON outside the wrapper: the benchmark ceiling',
};

/** `../../../pages/api/tickets/[id]/index.ts` -> `/tickets/[id]`. */
export const patternOf = (file: string) => file.replace(/^(.*\/)?pages\/api/, '').replace(/\.ts$/, '').replace(/\/index$/, '') || '/';

const isApiRoute = (handler: unknown): handler is ApiHandler => typeof handler === 'function' && 'methods' in handler;

function entryOf(file: string, handler: unknown): RouteEntry {
  const pattern = patternOf(file);
  if (isApiRoute(handler)) return { pattern, kind: 'api', handler };
  const reason = EXTERNAL_ROUTES[pattern];
  if (!reason || typeof handler !== 'function') throw new Error(`${file}: not an apiRoute and not a listed external route`);
  return { pattern, kind: 'external', handler: handler as (...args: never[]) => unknown, reason };
}

export const ROUTES: readonly RouteEntry[] = Object.entries(PAGES)
  .map(([file, mod]) => entryOf(file, mod.default))
  .sort((a, b) => a.pattern.localeCompare(b.pattern));

/** Every method of every `apiRoute`, with its session rule, permission and schemas. */
export const ROUTE_METHODS: readonly RouteMethod[] = ROUTES.flatMap(methodsOf);

export function findRoute(pattern: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.pattern === pattern);
}

// The fuzz suite runs in six files (parallel workers); a route's first path segment picks its file.
const DOMAINS: Record<string, Exclude<Domain, 'people and platform'>> = {
  tickets: 'tickets',
  comments: 'tickets',
  dashboard: 'tickets',
  recommendations: 'tickets',
  announcements: 'knowledge',
  data: 'knowledge',
  faqs: 'knowledge',
  ref: 'knowledge',
  references: 'knowledge',
  'saved-replies': 'knowledge',
  // Against a SIASN sandbox (fuzz-personnel.test.ts).
  siasn: 'personnel',
  layanan: 'personnel',
  logs: 'personnel',
  jobs: 'personnel',
  // Community and learning (docs/community.md), against the Zoom sandbox (fuzz-community.test.ts).
  podcasts: 'community',
  feed: 'community',
  webinars: 'community',
  'coaching-clinics': 'community',
  zoom: 'community',
  // Public pages and finance (docs/public-finance.md), against the agency and bank sandboxes
  // (fuzz-public-finance.test.ts). The service catalogue lives under /layanan with SIASN's
  // services: a second segment picks it (domainOf).
  public: 'public and finance',
  web: 'public and finance',
  'layanan-keuangan': 'public and finance',
};
export type Domain = 'tickets' | 'knowledge' | 'personnel' | 'community' | 'public and finance' | 'people and platform';

/** Paths whose first two segments pick another file than their first alone. */
const SUBDOMAINS: Record<string, Domain> = { 'layanan/kepegawaian': 'public and finance' };

export const domainOf = (pattern: string): Domain => {
  const [, first, second] = pattern.split('/');
  return SUBDOMAINS[`${first}/${second}`] ?? DOMAINS[first] ?? 'people and platform';
};

export const routesOf = (domain: Domain): RouteEntry[] => ROUTES.filter((r) => domainOf(r.pattern) === domain);
