import type { ChildProcess } from 'node:child_process';
import type { SiasnSandbox } from '../../sandboxes/siasn/server.mjs';
import type { AgencySandbox } from '../../sandboxes/agency/server.mjs';
import type { ZoomSandbox } from '../../sandboxes/zoom/server.mjs';
import type { BankSandbox } from '../../sandboxes/bank/server.mjs';
import type { MailSandbox } from '../../sandboxes/mail/server.mjs';

export interface Portal {
  url: string;
  child: ChildProcess;
  env: NodeJS.ProcessEnv;
  /** The SIASN sandbox the portal talks to (faults, issued tokens), or null when SIASN_API_BASE was set or USE_SANDBOXES=false. */
  siasnSandbox: SiasnSandbox | null;
  /** The agency gateway sandbox (assessments), or null when AGENCY_API_BASE was set or USE_SANDBOXES=false. */
  agencySandbox: AgencySandbox | null;
  /** The Zoom sandbox (meetings of coaching clinics and /meetings), or null when ZOOM_API_URL was set or USE_SANDBOXES=false. */
  zoomSandbox: ZoomSandbox | null;
  /** The partner bank sandbox (loan products, simulations, applications), or null when BANK_API_BASE was set or USE_SANDBOXES=false. */
  bankSandbox: BankSandbox | null;
  /** The mail sandbox (what the portal sends), or null when SMTP_URL was set or USE_SANDBOXES=false. */
  mailSandbox: MailSandbox | null;
  /** Stops the portal, then closes the sandboxes. */
  stop(): Promise<void>;
}

export function launchPortal(options?: {
  port?: number;
  /** Identity sandbox port. Default 4010. */
  sandboxPort?: number;
  /** SIASN sandbox port; 0 picks a free one. Default 4020. */
  siasnSandboxPort?: number;
  /** Agency gateway sandbox port; 0 picks a free one. Default 4030. */
  agencySandboxPort?: number;
  /** Zoom sandbox port; 0 picks a free one. Default 4040. */
  zoomSandboxPort?: number;
  /** Bank sandbox port; 0 picks a free one. Default 4050. */
  bankSandboxPort?: number;
  /** Mail sandbox SMTP port (its inbox page on the next); 0 picks free ones. Default 4060. */
  mailSandboxPort?: number;
  dataDir?: string;
  overrides?: Record<string, string>;
  stdio?: 'inherit' | 'pipe' | 'ignore';
}): Promise<Portal>;

export function hasExited(child: ChildProcess): boolean;
/** Polls `url` until it answers 2xx; throws when `child` exits or after `timeoutMs`. */
export function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void>;
