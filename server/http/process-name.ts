import type { ServerResponse } from 'node:http';

/** The header that names which process of a cluster answered (tests and operators read it). */
export const PROCESS_HEADER = 'X-Portal-Process';

/** `PORTAL_PROCESS` as set by scripts/start-cluster.mjs, or nothing outside a cluster. */
export const processName = (): string | undefined => process.env.PORTAL_PROCESS?.trim() || undefined;

export function applyProcessName(res: Pick<ServerResponse, 'setHeader'>): void {
  const name = processName();
  if (name) res.setHeader(PROCESS_HEADER, name);
}
