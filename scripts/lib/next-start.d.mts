/** Arguments of `process.execPath` that serve the built portal on `port` (renderer preload, then `next start`). */
export function nextStartArgs(port: number): string[];
