// Reads a live events stream (GET /api/events) over plain HTTP, frame by frame, as EventSource would.
import type { HttpSession } from './http-session';

export interface LiveMessage {
  id?: string;
  topic: string;
  type: string;
  data: Record<string, unknown>;
  /** When it arrived (ms). */
  at: number;
}

export interface LiveReader {
  by: string | null;
  messages: LiveMessage[];
  /** The first message that matches from index `from` (default: from now on), within `timeoutMs`. */
  next(match: (m: LiveMessage) => boolean, timeoutMs?: number, from?: number): Promise<LiveMessage>;
  close(): void;
}

export async function openLiveStream(session: HttpSession, url: string): Promise<LiveReader> {
  const abort = new AbortController();
  const res = await session.fetch(url, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`live stream answered ${res.status}`);
  const messages: LiveMessage[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const id = frame.split('\n').find((line) => line.startsWith('id: '))?.slice(4);
          messages.push({ id, ...(JSON.parse(data.slice(6)) as Omit<LiveMessage, 'at' | 'id'>), at: Date.now() });
          waiters.forEach((wake) => wake());
        }
      }
    } catch {
      // closed by us, or by the server
    }
  })();
  return {
    by: res.headers.get('x-portal-process'),
    messages,
    next(match, timeoutMs = 2_000, from = messages.length) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live event within ${timeoutMs} ms (got ${messages.slice(from).map((m) => m.type).join(', ') || 'nothing'})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
