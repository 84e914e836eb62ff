import type { LiveEvent } from './live-event';

/** The browser waits this long before reconnecting after a stream ends. */
export const RETRY_MS = 3_000;

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform also keeps Next's gzip (the compression middleware) from buffering the stream.
  'Cache-Control': 'no-cache, no-transform',
  // nginx: pass each event through at once instead of filling a buffer.
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
} as const;

export const retryFrame = () => `retry: ${RETRY_MS}\n\n`;

/** A comment line: keeps proxies from closing an idle stream. */
export const heartbeatFrame = () => `: ping\n\n`;

/**
 * One event: `id:` when it is stored (the browser sends the last one back as `Last-Event-ID`),
 * then the JSON the client reads (`{ topic, type, data }`).
 */
export function eventFrame(event: Pick<LiveEvent, 'id' | 'topic' | 'type' | 'data'>): string {
  const id = event.id == null ? '' : `id: ${event.id}\n`;
  return `${id}data: ${JSON.stringify({ topic: event.topic, type: event.type, data: event.data })}\n\n`;
}

/** The stream is live (`id` given: where a later reconnect resumes). */
export const readyFrame = (id: number | null) => eventFrame({ id, topic: '', type: 'ready', data: {} });

/** Too much was missed: the page refetches what it shows; `id` is where to resume. */
export const resetFrame = (id: number) => eventFrame({ id, topic: '', type: 'reset', data: {} });
