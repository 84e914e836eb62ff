// Types for TypeScript callers (tests, scripts) of server.mjs.
export interface MailSandboxOptions {
  /** SMTP port; 0 picks a free one (tests). Default 4060. */
  smtpPort?: number;
  /** Port of the inbox page and the control routes; 0 picks a free one. Default 4061. */
  httpPort?: number;
  /** Listen address. Default 'localhost'. */
  host?: string;
}

/** A fault for the next messages: `status` is the SMTP reply (451, 554), `reset` answers 421, `latencyMs` delays. */
export interface MailFaults {
  status?: number;
  reset?: boolean;
  latencyMs?: number;
  times?: number;
  after?: number;
}

export interface MailSummary {
  id: string;
  receivedAt: string;
  envelope: { from: string; to: string[] };
  from: string;
  to: string;
  subject: string;
}

export interface MailMessage extends MailSummary {
  messageId: string | null;
  text: string;
  html: string;
  /** List-Unsubscribe, List-Unsubscribe-Post, Reply-To, X-Notification-Id, Auto-Submitted when present. */
  headers: Record<string, string>;
}

export interface MailSandbox {
  /** The inbox page and control routes, e.g. http://localhost:4061 */
  url: string;
  smtpPort: number;
  env: { SMTP_URL: string };
  /** Newest first; `to` keeps those sent to that address. */
  messages(to?: string): MailSummary[];
  message(id: string): MailMessage | null;
  clear(): void;
  /** Replaces the current fault; throws a TypeError for an invalid description. */
  setFaults(faults: MailFaults): void;
  resetFaults(): void;
  /** Idempotent. */
  close(): Promise<void>;
}

export function startMailSandbox(options?: MailSandboxOptions): Promise<MailSandbox>;
