import type { NextApiHandler } from 'next';
import { afterEach } from 'vitest';
import type { SessionUser } from '@/utils/session-user';
import type { ApiTestServer, CallOptions } from './api-server';

/** One event as the browser's EventSource would hand it over: `lastEventId` and the parsed JSON. */
export interface SseMessage {
  id: string | undefined;
  topic: string;
  type: string;
  data: Record<string, unknown>;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every message so far, in order. */
  messages: SseMessage[];
  /** The `retry:` value and how many heartbeat comments arrived. */
  retry: number | undefined;
  comments: number;
  /** The first message (from `from` on) that matches, waiting up to `timeoutMs`. */
  next(match: (m: SseMessage) => boolean, options?: { timeoutMs?: number; from?: number }): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET on an SSE route over real HTTP and parses its frames as they arrive. */
export async function openSse(api: ApiTestServer, handler: NextApiHandler, options: CallOptions = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await api.open(handler, { ...options, signal: abort.signal });
  const waiters = new Set<() => void>();
  const stream: SseStream = {
    status: res.status,
    headers: res.headers,
    messages: [],
    retry: undefined,
    comments: 0,
    ended: Promise.resolve(),
    close: () => abort.abort(),
    async next(match, { timeoutMs = 2_000, from = 0 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = stream.messages.slice(from).find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(stream.messages)}`);
        await new Promise<void>((resolve) => {
          const wake = () => (waiters.delete(wake), clearTimeout(timer), resolve());
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
  };
  const onFrame = (frame: string) => {
    let id: string | undefined;
    let data = '';
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) stream.comments += 1;
      else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if (data) stream.messages.push({ id, ...(JSON.parse(data) as Omit<SseMessage, 'id'>) });
    for (const wake of [...waiters]) wake();
  };
  stream.ended = (async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffered += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffered.indexOf('\n\n')) >= 0) {
          onFrame(buffered.slice(0, cut));
          buffered = buffered.slice(cut + 2);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return stream;
}

/**
 * For a test file (call at file level): `listen(user, path)` opens a stream as that user and,
 * when it is accepted, waits for its `ready`; every stream is closed after each test.
 */
export function useSseStreams(api: () => ApiTestServer, handler: NextApiHandler) {
  const open: SseStream[] = [];
  afterEach(async () => {
    for (const stream of open.splice(0)) {
      stream.close();
      await stream.ended;
    }
  });
  return {
    open,
    async listen(user: SessionUser | null, path = '/events', headers: Record<string, string> = {}): Promise<SseStream> {
      const stream = await openSse(api(), handler, { path, user, headers });
      open.push(stream);
      if (stream.status === 200) await stream.next((m) => m.type === 'ready');
      return stream;
    },
  };
}
