import type { IdentitySandbox } from '../../sandboxes/identity/server.mjs';
import type { SiasnSandbox } from '../../sandboxes/siasn/server.mjs';
import type { AgencySandbox } from '../../sandboxes/agency/server.mjs';

export function startSandboxes(options: {
  env: NodeJS.ProcessEnv;
  port: number;
  sandboxPort: number;
  siasnSandboxPort: number;
  /** Default 4030; 0 picks a free port. */
  agencySandboxPort?: number;
  dataDir: string;
  useSandboxes: boolean;
  useSiasnSandbox: boolean;
  useAgencySandbox?: boolean;
}): Promise<{ identity: IdentitySandbox | null; siasn: SiasnSandbox | null; agency: AgencySandbox | null; close(): Promise<void> }>;
