import type { IdentitySandbox } from '../../sandboxes/identity/server.mjs';
import type { SiasnSandbox } from '../../sandboxes/siasn/server.mjs';

export function startSandboxes(options: {
  env: NodeJS.ProcessEnv;
  port: number;
  sandboxPort: number;
  siasnSandboxPort: number;
  dataDir: string;
  useSandboxes: boolean;
  useSiasnSandbox: boolean;
}): Promise<{ identity: IdentitySandbox | null; siasn: SiasnSandbox | null; close(): Promise<void> }>;
