import { notificationMailText as t } from '@/locales/id/notification-mail';
import { portalUrl } from './portal-url';
import { escapeHtml } from '@/utils/format/escape-html';
import { mailButton, mailItem, mailShell, PRIMARY, type MailNotification, type RenderedMail } from './render-notification-mail';

/**
 * The daily digest (docs/notifications.md, Preferences): each notification's title as a link to
 * its object and its bell preview, in the frame of every notification mail, and a button to the
 * notifications page.
 */
export function renderDigestMail(items: MailNotification[], recipientName: string, unsubscribeUrl: string): RenderedMail {
  const url = portalUrl('/notifications');
  const shown = items.map(mailItem);
  const list = shown
    .map(
      (item) =>
        `<li style="margin:0 0 14px"><a href="${escapeHtml(item.url)}" style="color:${PRIMARY};font-weight:bold">${escapeHtml(item.title)}</a>` +
        (item.preview ? `<br><span style="line-height:1.5">${escapeHtml(item.preview)}</span>` : '') +
        `</li>`,
    )
    .join('');
  const html =
    `<h1 style="margin:0 0 12px;font-size:18px;color:${PRIMARY}">${escapeHtml(t.digestTitle)}</h1>` +
    `<p style="margin:0 0 16px">${escapeHtml(t.digestIntro(items.length))}</p>` +
    `<ul style="margin:0 0 20px;padding-left:20px">${list}</ul>` +
    mailButton(url);
  const text = [t.digestIntro(items.length), ...shown.flatMap((item) => ['', `- ${item.title}`, ...(item.preview ? [`  ${item.preview}`] : []), `  ${item.url}`]), '', `${t.open}: ${url}`];
  return { subject: t.digestSubject(items.length), ...mailShell({ recipientName, html, text, unsubscribeUrl }), url };
}
