import { setTimeout as sleep } from 'node:timers/promises';
import type { TokenStore } from './token-store';

export interface SharedTokenOptions {
  store: TokenStore;
  key: string;
  /** How long a fetch may hold the lock: the token call's timeout and a second. */
  lockMs: number;
  /** The usable token the store holds, if any. */
  stored(): Promise<string | undefined>;
  /** Asks the provider for a new token and stores it. */
  fetch(): Promise<string>;
  pollMs?: number;
}

/**
 * A token several portal processes share through `store` (Redis): the stored one when there is
 * one; else one process fetches it under a lock while the others poll for what it stores, and
 * fetch themselves if it never comes (the lock holder died; a lock outlives no token call).
 * Providers that revoke a token when they issue the next one (Zoom, SIASN's SSO) need exactly this.
 */
export async function sharedToken({ store, key, lockMs, stored, fetch, pollMs = 50 }: SharedTokenOptions): Promise<string> {
  const cached = await stored();
  if (cached) return cached;
  const deadline = Date.now() + 2 * lockMs;
  while (Date.now() < deadline) {
    const id = await store.lock(key, lockMs);
    if (id) {
      try {
        // Another process may have stored one between the first look and the lock.
        return (await stored()) ?? (await fetch());
      } finally {
        await store.unlock(key, id);
      }
    }
    await sleep(pollMs);
    const fetchedElsewhere = await stored();
    if (fetchedElsewhere) return fetchedElsewhere;
  }
  return fetch();
}
