import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as it reached the wire, and the answer that went back to the caller. */
export interface RecordedExchange {
  method: string;
  /** Path and query exactly as sent (before any decoding). */
  target: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  answer: { status: number; contentType: string; body: Buffer };
}

export interface RecordingProxy {
  /** http://localhost:<port>: send here what should reach `upstream`. */
  origin: string;
  exchanges: RecordedExchange[];
  close(): Promise<void>;
}

// Hop-by-hop headers are the connection's, not the request's; fetch sets its own.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'content-length']);

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * A pass-through HTTP proxy in front of `upstream` (an origin) that keeps every request the caller
 * built (method, target, headers, body bytes) with the answer it got: what a conformance test
 * compares with the protocol reference. It changes nothing on the way.
 */
export async function startRecordingProxy(upstream: string): Promise<RecordingProxy> {
  const exchanges: RecordedExchange[] = [];
  const server = createServer(async (req, res) => {
    const body = await readAll(req);
    const headers = Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)) as [string, string][];
    let sent: Response;
    let answer: Buffer;
    try {
      sent = await fetch(`${upstream}${req.url}`, { method: req.method, headers, body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body), redirect: 'manual' });
      answer = Buffer.from(await sent.arrayBuffer());
    } catch {
      // The upstream reset or dropped the connection (a fault): the caller meets a reset too.
      exchanges.push({ method: req.method ?? 'GET', target: req.url ?? '/', headers: req.headers, body, answer: { status: 0, contentType: '', body: Buffer.alloc(0) } });
      req.socket.destroy();
      return;
    }
    const contentType = sent.headers.get('content-type') ?? '';
    exchanges.push({ method: req.method ?? 'GET', target: req.url ?? '/', headers: req.headers, body, answer: { status: sent.status, contentType, body: answer } });
    res.writeHead(sent.status, contentType ? { 'Content-Type': contentType } : {});
    res.end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    exchanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
