import { notificationMailText as t } from '@/locales/id/notification-mail';
import { notificationPreview } from '@/server/notifications/preview';
import { THEME_TOKENS } from '@/utils/theme/tokens';
import { portalUrl } from './portal-url';
import { escapeHtml } from '@/utils/format/escape-html';

export interface MailNotification {
  type: string;
  ticketId: number | null;
  link: string | null;
  title: string;
  content: string | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The absolute link to the object the notification is about (a digest: the notifications page). */
  url: string;
}

export const PRIMARY = THEME_TOKENS.colorPrimary;

// The same target the bell opens (components/notifications/notification-item.tsx): the ticket, a
// path inside the portal, the private messages, or the notifications page.
function pathOf(n: MailNotification): string {
  if (n.ticketId !== null) return `/tickets/${n.ticketId}`;
  if (n.link !== null && n.link.startsWith('/') && !n.link.startsWith('//')) return n.link;
  return n.type === 'private_message' ? '/mail' : '/notifications';
}

/** One notification's title, bell preview and absolute link, as a mail shows it. */
export function mailItem(n: MailNotification): { title: string; preview: string; url: string } {
  return { title: n.title, preview: notificationPreview(n.content) ?? '', url: portalUrl(pathOf(n)) };
}

/**
 * The portal's mail frame around a body: greeting, the body, and the footer with the visible
 * "Berhenti menerima" link (the page behind it confirms before changing anything).
 */
export function mailShell(parts: { recipientName: string; html: string; text: string[]; unsubscribeUrl: string }): { html: string; text: string } {
  const text = [t.greeting(parts.recipientName), '', ...parts.text, '', '--', t.footer, `${t.unsubscribeHint} ${t.unsubscribe}: ${parts.unsubscribeUrl}`].join('\n');
  const html =
    `<!doctype html><html lang="id"><body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,sans-serif;color:#1f1f1f">` +
    `<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-top:4px solid ${PRIMARY};border-radius:8px">` +
    `<tr><td style="padding:24px">` +
    `<p style="margin:0 0 12px">${escapeHtml(t.greeting(parts.recipientName))}</p>` +
    parts.html +
    `</td></tr><tr><td style="padding:16px 24px;font-size:12px;color:#595959;border-top:1px solid #f0f0f0">${escapeHtml(t.footer)}<br>` +
    `${escapeHtml(t.unsubscribeHint)} <a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:#595959">${escapeHtml(t.unsubscribe)}</a></td></tr></table></body></html>`;
  return { html, text };
}

/** A button to `url`, with the address under it for clients that do not render it. */
export const mailButton = (url: string) =>
  `<p style="margin:0 0 20px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:${PRIMARY};color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.open)}</a></p>` +
  `<p style="margin:0;font-size:12px;color:#595959">${escapeHtml(t.linkHint)}<br>${escapeHtml(url)}</p>`;

/**
 * One notification as a mail: its title, the same plain-text preview the bell shows (never the raw
 * markdown), a button to the object. The recipient's own notification row is the source, so the
 * mail tells nothing the bell does not (internal notes only reach staff rows).
 */
export function renderNotificationMail(n: MailNotification, recipientName: string, unsubscribeUrl: string): RenderedMail {
  const { title, preview, url } = mailItem(n);
  const body =
    `<h1 style="margin:0 0 12px;font-size:18px;color:${PRIMARY}">${escapeHtml(title)}</h1>` +
    (preview ? `<p style="margin:0 0 20px;line-height:1.5">${escapeHtml(preview)}</p>` : '') +
    mailButton(url);
  const shell = mailShell({ recipientName, html: body, text: [title, ...(preview ? ['', preview] : []), '', `${t.open}: ${url}`], unsubscribeUrl });
  return { subject: t.subject(title), ...shell, url };
}
