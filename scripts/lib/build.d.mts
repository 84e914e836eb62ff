export function buildIsStale(distDir?: string): boolean;
export function buildIfStale(options?: { force?: boolean; distDir?: string }): void;
