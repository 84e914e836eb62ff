/** An event to announce: where it goes, what happened, and only the ids a browser needs to refetch. */
export interface LiveEventInput {
  topic: string;
  type: string;
  data: Record<string, unknown>;
}

/** A published event: `id` is its realtime_events row, null for presence (never stored). */
export interface LiveEvent extends LiveEventInput {
  id: number | null;
}

/** A stored event: a realtime_events row. */
export type StoredLiveEvent = LiveEvent & { id: number };

export type LiveEventHandler = (events: LiveEvent[]) => void;

/** How events travel between processes: Redis pub/sub, or an in-process emitter for one process. */
export interface LiveTransport {
  /** Never rejects: a transport that is down still delivers to this process and logs it. */
  publish(events: LiveEvent[]): Promise<void>;
  /** `handler` gets every batch published by any process, this one included; returns the unsubscribe. */
  subscribe(handler: LiveEventHandler): () => void;
  /** Settles once this process hears what other processes publish (at most ~1 s, also when the transport is down). */
  ready(): Promise<void>;
  close(): Promise<void>;
}
