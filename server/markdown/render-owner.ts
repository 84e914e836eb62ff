import { AsyncLocalStorage } from 'node:async_hooks';

// Whose request a markdown render serves (the render pool takes owners in turn): set by the API
// wrapper for each request, read by renderMarkdown, so no service has to pass it along.
const owners = new AsyncLocalStorage<string>();

/** Runs `work` with every render in it counted as `owner`'s (`user:12`, `ip:10.0.0.5`). */
export const asRenderOwner = <T>(owner: string, work: () => T): T => owners.run(owner, work);

/** The owner of the request being served; undefined outside one (the seed, a job). */
export const renderOwner = (): string | undefined => owners.getStore();
