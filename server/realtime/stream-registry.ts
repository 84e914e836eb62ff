import { AppError } from '@/server/http/errors';
import { onDrain } from '@/server/health/drain';

/** Open live streams of this process, per user: a cap (a few tabs each) and one switch to close them all. */
export const MAX_STREAMS_PER_USER = 6;

const KEY = Symbol.for('helpdesk.liveStreams');
type State = { byUser: Map<number, Set<() => void>>; drainHooked: boolean };
type Holder = { [KEY]?: State };

function state(): State {
  const holder = globalThis as Holder;
  holder[KEY] ??= { byUser: new Map(), drainHooked: false };
  return holder[KEY];
}

/**
 * Counts a stream in (429 TOO_MANY_STREAMS beyond the cap) with the function that ends it;
 * returns the release, to call once when the stream is over.
 */
export function admitStream(userId: number, end: () => void): () => void {
  const s = state();
  if (!s.drainHooked) {
    // On shutdown, after the drain wait: browsers reconnect to another process and catch up there.
    onDrain(closeLiveStreams);
    s.drainHooked = true;
  }
  const mine = s.byUser.get(userId) ?? new Set<() => void>();
  if (mine.size >= MAX_STREAMS_PER_USER) throw new AppError('TOO_MANY_STREAMS', 429);
  mine.add(end);
  s.byUser.set(userId, mine);
  return () => {
    mine.delete(end);
    if (mine.size === 0 && s.byUser.get(userId) === mine) s.byUser.delete(userId);
  };
}

export function openStreamCount(): number {
  let count = 0;
  for (const set of state().byUser.values()) count += set.size;
  return count;
}

/** Ends every open stream of this process (server shutdown). */
export function closeLiveStreams(): void {
  for (const set of [...state().byUser.values()]) for (const end of [...set]) end();
}
