import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from './use-current-user';
import { useLeaveGuard } from './use-leave-guard';

/** A draft left longer than this is dropped instead of restored. */
const MAX_AGE_MS = 14 * 24 * 3_600_000;

// One key per person and text, so whoever signs in next on a shared computer never sees it.
const keyOf = (userId: number, scope: string) => `helpdesk:draft:${userId}:${scope}`;

// localStorage throws in some private modes and when full: a draft is a convenience, never an error.
function attempt<T>(work: (storage: Storage) => T): T | undefined {
  try {
    return work(window.localStorage);
  } catch {
    return undefined;
  }
}

/** The stored draft of `scope`, if a fresh one is there. */
export function readDraft(userId: number, scope: string): string | undefined {
  return attempt((storage) => {
    const raw = storage.getItem(keyOf(userId, scope));
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null || !('text' in stored) || !('savedAt' in stored)) return undefined;
    const { text, savedAt } = stored;
    if (typeof text !== 'string' || typeof savedAt !== 'number' || Date.now() - savedAt > MAX_AGE_MS) {
      storage.removeItem(keyOf(userId, scope));
      return undefined;
    }
    return text;
  });
}

const writeDraft = (userId: number, scope: string, text: string) =>
  attempt((storage) => storage.setItem(keyOf(userId, scope), JSON.stringify({ text, savedAt: Date.now() })));
const removeDraft = (userId: number, scope: string) => attempt((storage) => storage.removeItem(keyOf(userId, scope)));

/**
 * A text that survives a reload: kept in localStorage per user and `scope` while it holds
 * something other than `original`, restored on the next visit (`onRestore` hears of it), and
 * removed by `clear()` once sent or cancelled. While a draft is unsent, leaving the page asks first.
 */
export function useDraft(scope: string, { original = '', onRestore }: { original?: string; onRestore?: (text: string) => void } = {}) {
  const userId = useCurrentUser()?.id ?? null;
  const [text, setText] = useState(original);
  const [restored, setRestored] = useState(false);
  const unsent = useRef(false);
  const restoreListener = useRef(onRestore);
  restoreListener.current = onRestore;

  useEffect(() => {
    if (userId === null) return;
    const stored = readDraft(userId, scope);
    if (stored === undefined || stored === original) return;
    unsent.current = true;
    setText(stored);
    setRestored(true);
    restoreListener.current?.(stored);
    // Only a new person or scope restores; the original changing under an open draft does not.
  }, [userId, scope]);

  const change = useCallback(
    (next: string) => {
      setText(next);
      unsent.current = next.trim() !== '' && next !== original;
      if (userId === null) return;
      if (unsent.current) writeDraft(userId, scope, next);
      else removeDraft(userId, scope);
    },
    [userId, scope, original],
  );

  const clear = useCallback(() => {
    unsent.current = false;
    setText(original);
    setRestored(false);
    if (userId !== null) removeDraft(userId, scope);
  }, [userId, scope, original]);

  useLeaveGuard(() => unsent.current);
  return { text, change, clear, restored };
}
