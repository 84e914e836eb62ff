import { create } from 'zustand';
import type { PresenceState } from '@/utils/schemas/realtime-codes';

export interface Presence {
  name: string;
  state: PresenceState;
  /** When it was heard (ms); typing is forgotten PRESENCE_TTL_MS later without a repeat. */
  at: number;
}

export const PRESENCE_TTL_MS = 6_000;
/** A viewer repeats "viewing" every 20 s (use-viewing-presence.ts); one not heard for this long has gone (a closed tab says nothing). */
export const VIEWING_TTL_MS = 45_000;

/** The EventSource maker: the browser's own, or a fake in tests; null where there is none (jsdom). */
export type EventSourceFactory = (url: string) => Pick<EventSource, 'close' | 'onmessage' | 'onerror' | 'readyState'> | null;

interface LiveState {
  /** Tickets shown in this tab, counted per watcher: the one stream follows them all. */
  watched: Record<number, number>;
  /** Components showing background jobs (admins only): while any is mounted the stream follows jobs too. */
  jobWatchers: number;
  /** Per ticket, per user id: the last presence heard. */
  presence: Record<number, Record<number, Presence>>;
  openSource: EventSourceFactory;
  watchTicket(id: number): () => void;
  watchJobs(): () => void;
  hearPresence(ticketId: number, userId: number, presence: Presence): void;
}

/** The tab's live-update state, shared by every component (one stream per tab). */
export const useLiveStore = create<LiveState>()((set) => ({
  watched: {},
  jobWatchers: 0,
  presence: {},
  openSource: (url) => (typeof EventSource === 'undefined' ? null : new EventSource(url)),
  watchTicket(id) {
    set((s) => ({ watched: { ...s.watched, [id]: (s.watched[id] ?? 0) + 1 } }));
    return () =>
      set((s) => {
        const { [id]: count = 0, ...rest } = s.watched;
        return { watched: count > 1 ? { ...rest, [id]: count - 1 } : rest };
      });
  },
  watchJobs() {
    set((s) => ({ jobWatchers: s.jobWatchers + 1 }));
    return () => set((s) => ({ jobWatchers: s.jobWatchers - 1 }));
  },
  hearPresence(ticketId, userId, presence) {
    set((s) => ({ presence: { ...s.presence, [ticketId]: { ...s.presence[ticketId], [userId]: presence } } }));
  },
}));

/** The watched ticket ids, sorted and joined: a stable value that changes only with the list. */
export const watchedKey = (s: LiveState) =>
  Object.keys(s.watched)
    .map(Number)
    .sort((a, b) => a - b)
    .join(',');
