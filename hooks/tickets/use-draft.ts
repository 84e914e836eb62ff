import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from './use-current-user';
import { useLeaveGuard } from './use-leave-guard';
import { readDraft, removeDraft, writeDraft } from './draft-storage';

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
