import type { IdentitySandbox } from '../../sandboxes/identity/server.mjs';
import type { SiasnSandbox } from '../../sandboxes/siasn/server.mjs';
import type { AgencySandbox } from '../../sandboxes/agency/server.mjs';
import type { ZoomSandbox } from '../../sandboxes/zoom/server.mjs';
import type { BankSandbox } from '../../sandboxes/bank/server.mjs';
import type { MailSandbox } from '../../sandboxes/mail/server.mjs';

export function startSandboxes(options: {
  env: NodeJS.ProcessEnv;
  port: number;
  sandboxPort: number;
  siasnSandboxPort: number;
  /** Default 4030; 0 picks a free port. */
  agencySandboxPort?: number;
  /** Default 4040; 0 picks a free port. */
  zoomSandboxPort?: number;
  /** Default 4050; 0 picks a free port. */
  bankSandboxPort?: number;
  /** SMTP port of the mail sandbox (its inbox page on the next); default 4060; 0 picks free ones. */
  mailSandboxPort?: number;
  dataDir: string;
  useSandboxes: boolean;
  useSiasnSandbox: boolean;
  useAgencySandbox?: boolean;
  useZoomSandbox?: boolean;
  useBankSandbox?: boolean;
  useMailSandbox?: boolean;
}): Promise<{ identity: IdentitySandbox | null; siasn: SiasnSandbox | null; agency: AgencySandbox | null; zoom: ZoomSandbox | null; bank: BankSandbox | null; mail: MailSandbox | null; close(): Promise<void> }>;
