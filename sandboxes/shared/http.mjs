// The HTTP plumbing every sandbox server shares: the default day, answering a request, listening
// with an idempotent close, and starting from the command line.
import { realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Today's date where this runs, as YYYY-MM-DD. */
export function localToday() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The path and the query of a request target. */
export function splitTarget(target = '/') {
  const mark = target.indexOf('?');
  return {
    path: mark < 0 ? target : target.slice(0, mark),
    query: new URLSearchParams(mark < 0 ? '' : target.slice(mark + 1)),
  };
}

/** Sends an answer { status, json | body | bytes, contentType?, headers? } unless the request is gone. */
export function send(req, res, { status, json, bytes, contentType, body, headers = {} }) {
  if (res.destroyed || res.headersSent) return;
  const payload = bytes ?? Buffer.from(body ?? JSON.stringify(json));
  res.writeHead(status, {
    'Content-Type': contentType ?? (json !== undefined ? 'application/json' : 'application/octet-stream'),
    'Content-Length': payload.length,
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * Listens on `port` (0 picks a free one) and passes each request to `handle(req, res)`. A
 * RangeError from it (a body past its limit) answers 413, anything else is logged and answers
 * 500, both with the sandbox's own `failure(tooLarge)` JSON; nothing is answered once `closing`
 * is aborted. Returns the URL and `close`, which aborts `closing` and is idempotent.
 */
export async function serve({ name, port, host, closing, handle, failure }) {
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (closing.signal.aborted || res.destroyed) return;
      const tooLarge = error instanceof RangeError;
      if (!tooLarge) console.error(`${name} sandbox: request failed`, error);
      send(req, res, { status: tooLarge ? 413 : 500, json: failure(tooLarge) });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  let closed = null;
  return {
    url: `http://${host}:${server.address().port}`,
    close() {
      // Resolves a moment after the port closes, so clients in this process have seen their
      // kept-alive sockets end (a next call meets a refused connection, not a dead socket).
      closed ??= new Promise((resolve) => {
        closing.abort();
        server.close(() => setTimeout(resolve, 20));
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

/**
 * When the module at `moduleUrl` is the one node was started with: starts its sandbox from the
 * environment, prints `banner(sandbox)` and closes it on SIGTERM or SIGINT.
 */
export async function runIfMain(moduleUrl, start, banner) {
  if (!process.argv[1] || realpathSync(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const sandbox = await start(process.env);
  console.log(banner(sandbox));
  const shutdown = () => sandbox.close().then(() => process.exit(0));
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
