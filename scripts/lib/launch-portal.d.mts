import type { ChildProcess } from 'node:child_process';

export interface Portal {
  url: string;
  child: ChildProcess;
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export function launchPortal(options?: {
  port?: number;
  sandboxPort?: number;
  dataDir?: string;
  overrides?: Record<string, string>;
  stdio?: 'inherit' | 'pipe' | 'ignore';
}): Promise<Portal>;
