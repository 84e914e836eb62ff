import { useSyncExternalStore } from 'react';

// Notifications whose delete waits for its undo toast to close: hidden from every feed (bell and
// page) meanwhile. Module state, because the toast outlives the feed that started it.
let pending: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

function set(next: ReadonlySet<number>) {
  pending = next;
  for (const listener of listeners) listener();
}

export const hideNotification = (id: number) => set(new Set([...pending, id]));
export const showNotification = (id: number) => set(new Set([...pending].filter((x) => x !== id)));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const EMPTY: ReadonlySet<number> = new Set();

export function usePendingDeletes(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, () => pending, () => EMPTY);
}
