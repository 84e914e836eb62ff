// API requests being answered right now, so shutdown can close the database between them.
const KEY = Symbol.for('helpdesk.inFlight');
type State = { count: number; onIdle: Set<() => void> };
type Holder = { [KEY]?: State };

function state(): State {
  const holder = globalThis as Holder;
  holder[KEY] ??= { count: 0, onIdle: new Set() };
  return holder[KEY];
}

/** Counts a request in; the returned function counts it out (call it once, in `finally`). */
export function trackRequest(): () => void {
  const s = state();
  s.count += 1;
  return () => {
    s.count -= 1;
    if (s.count === 0) for (const listener of s.onIdle) listener();
  };
}

export function inFlightCount(): number {
  return state().count;
}

/** Calls `listener` every time the last request in flight is done; returns the unsubscribe. */
export function onIdle(listener: () => void): () => void {
  const s = state();
  s.onIdle.add(listener);
  return () => s.onIdle.delete(listener);
}
