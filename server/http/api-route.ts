import { randomUUID } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { Logger } from 'pino';
import { z, type ZodType } from 'zod';
import { can, type Permission } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';
import { getLogger } from '@/server/log';
import { asRenderOwner } from '@/server/markdown/render-owner';
import { clientIp } from './client-ip';
import { assertSameOrigin } from './csrf';
import { trackRequest } from './in-flight';
import { AppError, forbidden, unauthorized } from './errors';
import { enforceRateLimit, rateLimitSubject } from './rate-limit';
import type { RateLimitName } from './rate-limits';
import { respondError } from './respond-error';
import { applyApiSecurityHeaders } from './api-security-headers';
import { applyProcessName } from './process-name';
import { JsonText } from './json-text';
import { getSessionUser } from './session';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

const Empty = z.object({}).loose();
type EmptyShape = z.infer<typeof Empty>;

export interface RouteContext<Q, B, U> {
  req: NextApiRequest;
  res: NextApiResponse;
  query: Q;
  body: B;
  user: U;
  log: Logger;
}

export interface RouteSpec<Q, B, U> {
  /** Checked with the same `can()` the UI uses, before the handler runs. */
  permission?: Permission;
  /** Counted before validation, so bursts of invalid requests are limited too (server/http/rate-limits.ts). */
  rateLimit?: RateLimitName;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  /** Status of a successful answer (default 200; an undefined result answers 204). */
  status?: number;
  handle(ctx: RouteContext<Q, B, U>): Promise<unknown> | unknown;
}

type AnySpec = RouteSpec<unknown, unknown, SessionUser | null> & { public: boolean };
export type MethodMap = Partial<Record<Method, AnySpec>>;

/** A route for signed-in users (401 otherwise). */
export function route<Q = EmptyShape, B = EmptyShape>(spec: RouteSpec<Q, B, SessionUser>): AnySpec {
  return { ...spec, public: false } as AnySpec;
}

/** A route anyone may call; `user` is null for visitors. */
export function publicRoute<Q = EmptyShape, B = EmptyShape>(spec: RouteSpec<Q, B, SessionUser | null>): AnySpec {
  return { ...spec, public: true } as AnySpec;
}

async function run(spec: AnySpec, req: NextApiRequest, res: NextApiResponse, log: Logger) {
  const user = await getSessionUser(req);
  if (!spec.public && !user) throw unauthorized();
  if (spec.permission && !can(user, spec.permission)) throw forbidden();
  if (spec.rateLimit) await enforceRateLimit(spec.rateLimit, rateLimitSubject(spec.rateLimit, req, user?.id));
  const query = (spec.query ?? Empty).parse(req.query);
  // Next hands GET requests an empty-string body; only routes that declare a body read one.
  const body = spec.body ? spec.body.parse(req.body === '' || req.body == null ? {} : req.body) : {};
  const owner = user ? `user:${user.id}` : `ip:${clientIp(req) ?? 'unknown'}`;
  const result = await asRenderOwner(owner, () => spec.handle({ req, res, user, query, body, log: log.child({ userId: user?.id }) }));
  if (res.headersSent) return;
  if (result === undefined) res.status(204).end();
  else if (result instanceof JsonText) res.status(spec.status ?? 200).setHeader('Content-Type', 'application/json; charset=utf-8').send(result.text);
  else res.status(spec.status ?? 200).json(result);
}

/**
 * The API wrapper: method map with 405, same-origin check for writes (403), session (401),
 * permission (403), rate limit (429), zod (400) and one error responder. Routes stay one line per method.
 */
export function apiRoute(methods: MethodMap) {
  const allowed = METHODS.filter((m) => methods[m]);
  const handler = async (req: NextApiRequest, res: NextApiResponse) => {
    const started = performance.now();
    const done = trackRequest();
    applyApiSecurityHeaders(req, res);
    applyProcessName(res);
    const log = getLogger().child({ reqId: randomUUID(), method: req.method, url: req.url });
    const method = METHODS.find((m) => m === req.method);
    const spec = method && methods[method];
    try {
      if (!spec) {
        res.setHeader('Allow', allowed.join(', '));
        throw new AppError('METHOD_NOT_ALLOWED', 405);
      }
      assertSameOrigin(req);
      await run(spec, req, res, log);
    } catch (error) {
      respondError(res, error, log);
    } finally {
      log.info({ status: res.statusCode, ms: Math.round(performance.now() - started) }, 'request');
      done();
    }
  };
  return Object.assign(handler, { methods });
}
