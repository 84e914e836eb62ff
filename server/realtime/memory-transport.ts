import type { LiveEvent, LiveEventHandler, LiveTransport } from './live-event';

/** One process, no Redis: batches go straight to this process's handlers, after the publisher's tick. */
export class MemoryTransport implements LiveTransport {
  private readonly handlers = new Set<LiveEventHandler>();

  async publish(events: LiveEvent[]): Promise<void> {
    queueMicrotask(() => this.deliver(events));
  }

  /** Hands a batch to the local handlers; one failing handler does not stop the others. */
  deliver(events: LiveEvent[]): void {
    for (const handler of this.handlers) {
      try {
        handler(events);
      } catch {
        // A stream that cannot take an event closes itself; the others still get theirs.
      }
    }
  }

  subscribe(handler: LiveEventHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
