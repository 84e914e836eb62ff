// Runs in its own vitest project (`--project shutdown`): it starts the production build with
// `scripts/start.mjs` (building it first when stale), so it is slow and not part of the API suites.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/server/db/client';
import type { SessionUser } from '@/utils/session-user';
import { sessionCookie } from '../../helpers/api-server';
import { createUser } from '../../helpers/fixtures';
import { TINY_PNG } from '../../helpers/tiny-png';

const dir = mkdtempSync(path.join(tmpdir(), 'helpdesk-shutdown-'));
let port = 0;
let portal: ChildProcess;
let output = '';
// Uploads record their owner: the uploader exists in the database before the portal opens it.
let uploader: SessionUser;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });

const exited = () => new Promise<number | null>((resolve) => (portal.exitCode !== null ? resolve(portal.exitCode) : portal.once('exit', resolve)));

beforeAll(async () => {
  const prepared = await createDb({ dataDir: path.join(dir, 'pglite') });
  await prepared.migrate();
  uploader = await createUser(prepared.db);
  await prepared.close();
  port = await freePort();
  portal = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      // The browser tests' build folder (scripts/test.mjs), so one build serves both.
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-test',
      NEXTAUTH_URL: `http://localhost:${port}/helpdesk/api/auth`,
      USE_SANDBOXES: 'false',
      PGLITE_DATA_DIR: path.join(dir, 'pglite'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      DB_SEED: 'none',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  portal.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  portal.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Helpdesk ASN siap')) resolve();
      else if (portal.exitCode !== null) reject(new Error(`portal exited: ${output}`));
      else return;
      clearInterval(timer);
    }, 100);
  });
});
afterAll(async () => {
  if (portal.exitCode === null) {
    portal.kill('SIGKILL');
    await exited();
  }
  rmSync(dir, { recursive: true, force: true });
});

const PNG = TINY_PNG;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real slow request: an upload whose body arrives in 20 pieces over about 4 seconds. */
async function slowUpload(onStarted: () => void): Promise<{ status: number; body: string }> {
  const boundary = 'shutdown-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lambat.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const pieces = Array.from({ length: 20 }, (_, i) => Buffer.alloc(5_000, i));
  const length = head.length + PNG.length + pieces.reduce((n, p) => n + p.length, 0) + tail.length;
  const cookie = await sessionCookie(uploader);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/helpdesk/api/uploads',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length, cookie, origin: `http://127.0.0.1:${port}` },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => void (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    // The signal goes only once the portal holds this connection: `write` merely buffers, and a
    // signal sent before the connection is accepted would have the closing listener refuse it.
    req.on('socket', (socket) => socket.once('connect', () => void send()));
    const send = async () => {
      req.write(Buffer.concat([head, PNG]));
      await sleep(200);
      onStarted();
      for (const piece of pieces) {
        await sleep(200);
        req.write(piece);
      }
      req.end(tail);
    };
  });
}

/** 'answered', or the connection error: one request on a connection of its own. */
const healthOnNewConnection = () =>
  new Promise<unknown>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/helpdesk/api/health', agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve('answered'));
    });
    req.on('error', resolve);
    req.end();
  });

/**
 * A live events stream (GET /api/events) as the uploader; resolves once it is live, with a promise
 * of its end: an open stream is no request in flight and must not keep the process alive.
 */
const liveStream = () =>
  new Promise<{ ended: Promise<number> }>((resolve, reject) => {
    void sessionCookie(uploader).then((cookie) => {
      const req = request({ host: '127.0.0.1', port, path: '/helpdesk/api/events', agent: false, headers: { cookie } }, (res) => {
        expect(res.headers['content-type']).toContain('text/event-stream');
        const ended = new Promise<number>((done) => res.once('close', () => done(Date.now())));
        res.on('data', (chunk: Buffer) => chunk.toString().includes('"type":"ready"') && resolve({ ended }));
      });
      req.on('error', reject);
      req.end();
    });
  });

describe('SIGTERM', () => {
  it('stops taking new connections, finishes the request in flight, closes the live streams and the database, exits 0', async () => {
    const stream = await liveStream();
    let signalledAt = 0;
    const upload = slowUpload(() => {
      signalledAt = Date.now();
      portal.kill('SIGTERM');
    });
    await sleep(300);
    // New connections are refused while the upload is still in flight (it lasts ~4 s). On a loaded
    // machine the process may take a moment or two to act on the signal, so ask again until then,
    // each time on a new connection (a kept-alive one would be served by the open socket).
    let refused: unknown = 'answered';
    while (refused === 'answered' && Date.now() - signalledAt < 3_600) {
      refused = await healthOnNewConnection();
      if (refused === 'answered') await sleep(100);
    }
    // Refused, or reset when the attempt raced the listener closing: never served.
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain((refused as { code?: string }).code);
    const answer = await upload;
    const answeredAt = Date.now();
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ type: 'image/png', name: 'lambat.png' });
    expect(await exited()).toBe(0);
    const exitedAt = Date.now();
    expect(answeredAt - signalledAt).toBeGreaterThan(3_000);
    expect(exitedAt).toBeGreaterThanOrEqual(answeredAt);
    expect(output).toContain('"msg":"database closed"');
    expect(await stream.ended).toBeLessThanOrEqual(exitedAt);
    console.info(`SIGTERM -> live stream closed ${(await stream.ended) - signalledAt} ms, -> answer ${answeredAt - signalledAt} ms, -> exit ${exitedAt - signalledAt} ms`);
  });
});
