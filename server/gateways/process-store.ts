/**
 * One store per process under a global symbol (Next may load a module from several bundles):
 * `get` gives the store for the current REDIS_URL, making it on first use or when the URL
 * changed (closing the old one); `install` puts a test's own store in place, `undefined` removes it.
 */
export function processStore<S extends { close?(): Promise<void> }>(name: string, create: (redisUrl: string | undefined) => S) {
  const key = Symbol.for(name);
  const holder = globalThis as { [k: symbol]: { store: S; redisUrl?: string; installed?: boolean } | undefined };
  return {
    get(redisUrl: string | undefined): S {
      const current = holder[key];
      if (current && (current.installed || current.redisUrl === redisUrl)) return current.store;
      void current?.store.close?.();
      const store = create(redisUrl);
      holder[key] = { store, redisUrl };
      return store;
    },
    install(store: S | undefined): void {
      if (store) holder[key] = { store, installed: true };
      else delete holder[key];
    },
  };
}
