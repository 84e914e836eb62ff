import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { encode } from 'next-auth/jwt';
import type { SessionUser } from '@/utils/session-user';

/**
 * Serves route handlers over real HTTP with the request/response helpers Next adds
 * (query, body, cookies, status, json), so API tests go through the same wrapper, cookie
 * parsing and JWT decoding as the running portal.
 */
function parseCookies(header: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? '').split(';').map((p) => p.trim()).filter(Boolean).map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i), decodeURIComponent(p.slice(i + 1))];
    }),
  );
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  // Multipart routes read the stream themselves (`bodyParser: false`), as in Next.
  if (req.headers['content-type']?.startsWith('multipart/')) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return undefined;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json')) return JSON.parse(raw);
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  return raw;
}

function queryOf(url: URL, params: Record<string, string | string[]>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length > 1 ? all : all[0];
  }
  return { ...query, ...params };
}

export interface CallOptions {
  method?: string;
  /** Path with query string, e.g. `/users?page=2`. */
  path?: string;
  params?: Record<string, string | string[]>;
  body?: unknown;
  /** Send `body` form-encoded, as browsers post next-auth's forms. */
  form?: boolean;
  user?: SessionUser | null;
  /** The session's `sid` (one sign-in); without it the token has none, as in sessions issued before sids. */
  sid?: string;
  /** Extra headers; `origin` replaces the same-origin default. */
  headers?: Record<string, string>;
  /** `null` sends no Origin at all, as non-browser clients do. */
  origin?: null;
  /** Sent as is instead of `body` (e.g. FormData: fetch sets the multipart content type). */
  rawBody?: BodyInit;
  /** Answer the body as bytes (a Buffer), e.g. a spreadsheet or a PDF download. */
  bytes?: boolean;
}

export interface ApiTestServer {
  /** Answers the whole body; an event stream is hung up at once (its body is ''). */
  call<T = unknown>(handler: NextApiHandler, options?: CallOptions): Promise<{ status: number; body: T; headers: Headers }>;
  /** The raw answer, body unread (an event stream: tests/helpers/sse-client.ts); `signal` hangs up. */
  open(handler: NextApiHandler, options?: CallOptions & { signal?: AbortSignal }): Promise<Response>;
  close(): Promise<void>;
}

export async function sessionCookie(user: SessionUser, sid?: string): Promise<string> {
  const token = await encode({ token: { sub: String(user.id), user, ...(sid ? { sid } : {}) }, secret: process.env.NEXTAUTH_SECRET ?? '' });
  return `next-auth.session-token=${token}`;
}

export async function startApiServer(): Promise<ApiTestServer> {
  const handlers = new Map<string, { handler: NextApiHandler; params: Record<string, string | string[]> }>();
  let nextId = 0;
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const entry = handlers.get(req.headers['x-test-route'] as string);
    if (!entry) return void res.writeHead(500).end('unknown test route');
    const apiReq = Object.assign(req, {
      query: queryOf(url, entry.params),
      body: await readBody(req),
      cookies: parseCookies(req.headers.cookie),
    }) as NextApiRequest;
    const apiRes = Object.assign(res, {
      status(code: number) {
        res.statusCode = code;
        return apiRes;
      },
      json(data: unknown) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(data));
      },
      send(data: unknown) {
        res.end(typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data));
      },
    }) as unknown as NextApiResponse;
    await entry.handler(apiReq, apiRes);
  });
  // fetch keeps the connection for the next call. Node's 5 s idle limit could close it just as a
  // call went out after a test's own work held the event loop that long (ECONNRESET); close() ends
  // idle connections anyway.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function send(handler: NextApiHandler, options: CallOptions & { signal?: AbortSignal }, run: (res: Response) => Promise<unknown>) {
    const { method = 'GET', path = '/', params = {}, body, form = false, user, sid, headers = {}, rawBody, origin, signal } = options;
    const id = String(nextId++);
    handlers.set(id, { handler, params });
    const cookie = user ? await sessionCookie(user, sid) : undefined;
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: {
          'x-test-route': id,
          // Browsers send their page's origin on writes (server/http/csrf.ts); tests act as our own pages.
          ...(origin === null ? {} : { origin: `http://127.0.0.1:${port}` }),
          ...(body !== undefined ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: rawBody ?? (body === undefined ? undefined : form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body)),
        redirect: 'manual',
        signal,
      });
      return await run(res);
    } finally {
      handlers.delete(id);
    }
  }

  return {
    call: (handler, options = {}) =>
      send(handler, options, async (res) => {
        if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
          await res.body?.cancel();
          return { status: res.status, body: '' as never, headers: res.headers };
        }
        if (options.bytes) return { status: res.status, body: Buffer.from(await res.arrayBuffer()) as never, headers: res.headers };
        const text = await res.text();
        const parsed = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
        return { status: res.status, body: parsed, headers: res.headers };
      }) as never,
    open: (handler, options = {}) => send(handler, options, async (res) => res) as Promise<Response>,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
