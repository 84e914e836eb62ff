// Undo send (docs/ticket-tools.md): a sent reply waits this long in the browser before it is posted.

/** Seconds a reply is held, with "Urungkan" on screen, before it is posted. */
export const UNDO_SEND_SECONDS = 8;

/** Whole seconds left of a hold that started at `startedAt` (ms), as the countdown shows them: 8 … 1, then 0. */
export function holdSecondsLeft(startedAt: number, now: number): number {
  const left = startedAt + UNDO_SEND_SECONDS * 1000 - now;
  return left <= 0 ? 0 : Math.min(UNDO_SEND_SECONDS, Math.ceil(left / 1000));
}

const KEY_BYTES = 16;

/**
 * The reply's key for the comment API (`client_key`): posting the held reply again (the tab closing
 * while the first post is on its way) answers the first comment instead of a second one.
 * getRandomValues, not randomUUID: the latter exists only on https pages.
 */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
