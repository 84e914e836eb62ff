// Unsent texts in localStorage, one key per person and text (hooks/tickets/use-draft.ts).

/** A draft left longer than this is dropped instead of restored. */
const MAX_AGE_MS = 14 * 24 * 3_600_000;

// One key per person and text, so whoever signs in next on a shared computer never sees it.
const PREFIX = 'helpdesk:draft:';
const keyOf = (userId: number, scope: string) => `${PREFIX}${userId}:${scope}`;

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

export const writeDraft = (userId: number, scope: string, text: string) =>
  attempt((storage) => storage.setItem(keyOf(userId, scope), JSON.stringify({ text, savedAt: Date.now() })));
export const removeDraft = (userId: number, scope: string) => attempt((storage) => storage.removeItem(keyOf(userId, scope)));

/** Every draft on this browser, whoever wrote it: signing out leaves no unsent text behind. */
export function forgetAllDrafts(): void {
  attempt((storage) => {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k?.startsWith(PREFIX) ?? false);
    for (const key of keys) storage.removeItem(key);
  });
}
