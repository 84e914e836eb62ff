import nodemailer, { type Transporter } from 'nodemailer';
import { getConfig } from '@/server/config';

/** One message as the portal sends it: always an HTML part and its plain-text twin. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post, X-Notification-Id). */
  headers?: Record<string, string>;
}

/** A send that did not go through; `permanent` when the server refused it for good (an SMTP 5xx). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly responseCode: number | null,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

// One pooled transport per SMTP_URL in this process (tests point it at a new sandbox per file).
let cached: { key: string; transport: Transporter } | undefined;

function transport(): Transporter | null {
  const config = getConfig();
  if (!config.SMTP_URL) return null;
  const key = `${config.SMTP_URL}|${config.SMTP_TIMEOUT_MS}`;
  if (cached?.key !== key) {
    cached?.transport.close();
    const timeout = config.SMTP_TIMEOUT_MS;
    cached = { key, transport: nodemailer.createTransport({ url: config.SMTP_URL, pool: true, maxConnections: 2, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout }) };
  }
  return cached.transport;
}

/** Whether this portal sends mail at all (SMTP_URL set, or the sandbox the start scripts run). */
export const mailConfigured = (): boolean => Boolean(getConfig().SMTP_URL);

/**
 * A whole send (connect, greet, hand over, the server's reply) in at most this many SMTP_TIMEOUT_MS:
 * nodemailer's socket timeout does not cut off a server that took the message and then delays its
 * reply, which held the job until pg-boss expired it (docs/notifications.md).
 */
const SEND_DEADLINE_TIMEOUTS = 3;

/** Rejects after `ms` unless `work` settled; the pool is closed so the hung connection goes too. */
function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      closeMailTransport();
      reject(new MailSendError(`SMTP send took longer than ${ms} ms`, false, null));
    }, ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Sends one message from MAIL_FROM (replies to MAIL_REPLY_TO); throws MailSendError when it does not go through. */
export async function sendMail(mail: OutgoingMail): Promise<{ messageId: string }> {
  const smtp = transport();
  if (!smtp) throw new MailSendError('SMTP_URL is not set', true, null);
  const { MAIL_FROM, MAIL_REPLY_TO, SMTP_TIMEOUT_MS } = getConfig();
  try {
    const sending = smtp.sendMail({ from: MAIL_FROM, replyTo: MAIL_REPLY_TO, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
    const info = await withinDeadline(sending, SMTP_TIMEOUT_MS * SEND_DEADLINE_TIMEOUTS);
    return { messageId: info.messageId };
  } catch (error) {
    if (error instanceof MailSendError) throw error;
    const code = (error as { responseCode?: unknown }).responseCode;
    const responseCode = typeof code === 'number' ? code : null;
    const reason = error instanceof Error ? error.message : String(error);
    throw new MailSendError(reason, responseCode !== null && responseCode >= 500, responseCode);
  }
}

/** Closes the pooled connections (tests, shutdown); the next send opens new ones. */
export function closeMailTransport(): void {
  cached?.transport.close();
  cached = undefined;
}
