import type { ChildProcess } from 'node:child_process';
import type { startSandboxes } from '../sandboxes.mjs';

export interface ClusterOptions {
  /** How many portal processes. Default 2. */
  size?: number;
  /** nginx's port (127.0.0.1). Default 3590. */
  port?: number;
  /** The first process's port; the others follow. Default 3500. */
  firstPort?: number;
  /** Sandbox ports (identity 4500, SIASN 4510, agency 4520, Zoom 4530, bank 4540 by default). */
  sandboxPorts?: Partial<Record<'identity' | 'siasn' | 'agency' | 'zoom' | 'bank', number>>;
  /** NEXTAUTH_SECRET, sandboxes' data, uploads (unless UPLOAD_DIR) and nginx's files. Default `data`. */
  dataDir?: string;
  /** Environment of every process, over the machine's (DATABASE_URL, REDIS_URL, NEXT_DIST_DIR, ...). */
  overrides?: Record<string, string>;
  stdio?: 'inherit' | 'pipe' | 'ignore';
  /** SHUTDOWN_DRAIN_MS of the processes unless set. Default 3000 (two readiness polls and a reload). */
  drainMs?: number;
}

export interface ClusterProcess {
  /** Its own address (…/helpdesk), past nginx. */
  url: string;
  /** PORTAL_PROCESS, answered as X-Portal-Process. */
  name: string;
  port: number;
  child: ChildProcess;
  /** Leaves nginx's upstream, drains (SIGTERM) and exits. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash: nginx finds out by itself (failed connections, then the readiness poll). */
  kill(): Promise<void>;
}

export interface Cluster {
  /** nginx (…/helpdesk). */
  url: string;
  env: NodeJS.ProcessEnv;
  sandboxes: Awaited<ReturnType<typeof startSandboxes>>;
  nginx: { url: string; child: ChildProcess; conf: string };
  processes: ClusterProcess[];
  /** Every process drains and stops, then nginx and the sandboxes. */
  stop(): Promise<void>;
}

export function launchCluster(options?: ClusterOptions): Promise<Cluster>;
