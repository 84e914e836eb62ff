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

/** Sends one message from MAIL_FROM (replies to MAIL_REPLY_TO); throws MailSendError when it does not go through. */
export async function sendMail(mail: OutgoingMail): Promise<{ messageId: string }> {
  const smtp = transport();
  if (!smtp) throw new MailSendError('SMTP_URL is not set', true, null);
  const { MAIL_FROM, MAIL_REPLY_TO } = getConfig();
  try {
    const info = await smtp.sendMail({ from: MAIL_FROM, replyTo: MAIL_REPLY_TO, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
    return { messageId: info.messageId };
  } catch (error) {
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
