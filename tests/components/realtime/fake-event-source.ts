import { act } from '@testing-library/react';
import { useLiveStore, type EventSourceFactory } from '@/hooks/realtime/live-store';

/** jsdom has no EventSource: the live store opens these instead; tests push events into them. */
export interface FakeSource {
  url: string;
  closed: boolean;
  onmessage: EventSource['onmessage'];
  onerror: EventSource['onerror'];
  readyState: number;
  close(): void;
  /** The server refused the stream (not 200): the browser closes it for good and says so. */
  refuse(): void;
  /** Delivers one event as the server would send it (`id` only for stored events). */
  emit(message: { topic?: string; type: string; data?: Record<string, unknown> }, id?: number): void;
}

export function installFakeEventSource(): FakeSource[] {
  const opened: FakeSource[] = [];
  const factory: EventSourceFactory = (url) => {
    const source: FakeSource = {
      url,
      closed: false,
      onmessage: null,
      onerror: null,
      readyState: 1,
      close() {
        source.closed = true;
        source.readyState = 2;
      },
      refuse() {
        source.readyState = 2;
        act(() => source.onerror?.call(source as unknown as EventSource, new Event('error')));
      },
      emit({ topic = '', type, data = {} }, id) {
        const event = new MessageEvent('message', { data: JSON.stringify({ topic, type, data }), lastEventId: id === undefined ? '' : String(id) });
        act(() => source.onmessage?.call(source as unknown as EventSource, event));
      },
    };
    opened.push(source);
    return source;
  };
  useLiveStore.setState({ openSource: factory, watched: {}, presence: {} });
  return opened;
}

/** The one open stream that follows jobs says job `jobId` changed, as the server does on every change of its row. */
export function emitJobChange(sources: FakeSource[], jobId: string): void {
  const following = sources.filter((s) => !s.closed && new URL(s.url, 'http://localhost').searchParams.get('jobs') === 'true');
  if (following.length !== 1) throw new Error(`not one open stream following jobs: ${sources.map((s) => `${s.url}${s.closed ? ' (closed)' : ''}`).join(', ')}`);
  following[0].emit({ topic: 'jobs', type: 'job_updated', data: { jobId } });
}
