import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute, methodsOf, type RouteMethod } from '../../../helpers/route-registry';
import { useApiContext } from '../../../helpers/api-context';
import { fingerprintDb, type DbFingerprint } from '../../../helpers/db-fingerprint';
import { seedFuzzData } from '../../../helpers/fuzz-fixtures';
import type { MatrixCast } from '../../../helpers/matrix-fixtures';
import type { SessionUser } from '@/utils/session-user';
import { bodyFor, queryFor, segmentValue } from './from-schema';
import { bodyOptions, ENCODINGS } from './encodings';
import { hostileString } from './hostile';
import { multipartBody } from './multipart';

type Role = 'anonymous' | 'user' | 'agent' | 'admin' | 'forged' | 'ghost';
// 'ghost': a valid session whose user row is gone (a deleted account); its writes answer 401.
const ROLES: readonly Role[] = ['anonymous', 'user', 'agent', 'admin', 'forged', 'ghost'];

/** A fixed seed per route method: the same requests on every run, so counts and failures repeat. */
const seedOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

/**
 * The people sending: the fixture cast, a "ghost" whose valid session outlived their user row
 * (deleted account: an admin, the most powerful), and a forged session cookie.
 */
function whoFor(cast: MatrixCast, role: Role, cookie: string): { user: SessionUser | null; headers: Record<string, string> } {
  if (role === 'anonymous') return { user: null, headers: {} };
  // Lone surrogates cannot be percent-encoded; the test server decodes cookies like Next does.
  if (role === 'forged') return { user: null, headers: { cookie: `next-auth.session-token=${encodeURIComponent(cookie.replace(/[\uD800-\uDFFF]/g, '?'))}` } };
  if (role === 'ghost') return { user: { ...cast.admin, id: 2_000_000_000, username: 'hantu' }, headers: {} };
  return { user: cast[role], headers: {} };
}

/** Mostly the route's own method; now and then one it does not declare (405 as JSON). */
function methodFor(route: RouteMethod, declared: readonly string[]): fc.Arbitrary<string> {
  const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => !declared.includes(m));
  const own = fc.constant<string>(route.method);
  return others.length ? fc.oneof({ arbitrary: own, weight: 9 }, { arbitrary: fc.constantFrom(...others), weight: 1 }) : own;
}

function inputFor(route: RouteMethod, declared: readonly string[]) {
  const segments = [...route.pattern.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);
  return fc.record({
    method: methodFor(route, declared),
    role: fc.constantFrom(...ROLES),
    params: fc.record(Object.fromEntries(segments.map((s) => [s, segmentValue]))),
    query: queryFor(route.query, segments),
    body: bodyFor(route.body),
    encoding: fc.constantFrom(...ENCODINGS),
    multipart: multipartBody,
    cookie: hostileString,
  });
}

/**
 * Sends generated input to every given route method as every role and checks: no status >= 500,
 * `{ code, message }` on every 4xx, and a refused request leaves the database exactly as it was.
 */
export function runFuzz(title: string, routes: readonly RouteMethod[], numRuns: number) {
  let baseline: DbFingerprint;
  let requests = 0;
  let uploadDir = '';
  const previousUploadDir = process.env.UPLOAD_DIR;

  // Registered ahead of the context: its database and server open after this and close before.
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'helpdesk-fuzz-uploads-'));
    process.env.UPLOAD_DIR = uploadDir;
  });
  afterAll(async () => {
    process.env.UPLOAD_DIR = previousUploadDir;
    await rm(uploadDir, { recursive: true, force: true });
    console.info(`fuzz (${title}): ${requests} requests over ${routes.length} route methods`);
  });
  const ctx = useApiContext();
  let cast: MatrixCast;

  beforeAll(async () => {
    cast = await seedFuzzData(ctx.db);
    baseline = await fingerprintDb(ctx.db);
  });

  describe(`fuzz: ${title}`, () => {
    it.each(routes.map((r) => [`${r.method} ${r.pattern}`, r] as const))('%s', async (name, route) => {
      const entry = findRoute(route.pattern);
      if (entry?.kind !== 'api') throw new Error(`${route.pattern} is not an apiRoute`);
      const declared = methodsOf(entry).map((m) => m.method);
      const who = (role: Role, cookie: string) => whoFor(cast, role, cookie);
      const property = fc.asyncProperty(inputFor(route, declared), async (input) => {
        requests += 1;
        const { user, headers } = who(input.role, input.cookie);
        // fetch sends no body with GET.
        const sent = input.method === 'GET' ? {} : bodyOptions(input.encoding, input.body, input.multipart);
        const res = await ctx.api.call<unknown>(entry.handler, {
          method: input.method,
          path: input.query ? `/?${input.query}` : '/',
          params: input.params,
          user,
          ...sent,
          headers: { ...headers, ...sent.headers },
        });
        expect(res.status, `${name} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
        const after = await fingerprintDb(ctx.db);
        if (res.status >= 400) {
          expect(res.body, `${name} ${res.status}`).toMatchObject({ code: expect.any(String), message: expect.any(String) });
          expect(after, `${name} refused with ${res.status} but changed the database`).toEqual(baseline);
        }
        baseline = after;
      });
      const details = await fc.check(property, { numRuns, seed: seedOf(name), endOnFailure: true });
      // fast-check's own report prints the whole input (100k strings, 1000 levels): keep it readable.
      if (details.failed) {
        const input = JSON.stringify(details.counterexample, (_k, v: unknown) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v));
        throw new Error(`${String(details.errorInstance)}\ninput (seed ${details.seed}, path ${details.counterexamplePath}): ${input.slice(0, 1500)}`);
      }
    });
  });
}
