import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderDigestMail } from '@/server/mail/render-digest-mail';
import { renderNotificationMail, type MailNotification } from '@/server/mail/render-notification-mail';

// The notification mail's template (docs/notifications.md, E-mail section 2).
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.NEXTAUTH_URL;
  process.env.NEXTAUTH_URL = 'http://localhost:3000/helpdesk/api/auth';
});
afterEach(() => {
  if (saved === undefined) delete process.env.NEXTAUTH_URL;
  else process.env.NEXTAUTH_URL = saved;
});

const UNSUBSCRIBE = 'http://localhost:3000/helpdesk/berhenti-menerima/7.loan.x';
const base: MailNotification = { type: 'comment_created', ticketId: 7, link: null, title: 'Balasan baru pada tiket T-7', content: 'Mohon **unggah** SK terakhir.' };

describe('renderNotificationMail', () => {
  it('greets by name, carries the title, the plain preview and a link to the object in both parts', () => {
    const mail = renderNotificationMail(base, 'Budi', UNSUBSCRIBE);
    expect(mail.subject).toBe('[Helpdesk ASN] Balasan baru pada tiket T-7');
    expect(mail.url).toBe('http://localhost:3000/helpdesk/tickets/7');
    expect(mail.text).toContain('Halo Budi,');
    expect(mail.text).toContain('Mohon unggah SK terakhir.');
    expect(mail.text).not.toContain('**');
    expect(mail.text).toContain('Buka di Helpdesk ASN: http://localhost:3000/helpdesk/tickets/7');
    expect(mail.html).toContain('href="http://localhost:3000/helpdesk/tickets/7"');
    expect(mail.html).toContain('#CC3700');
  });

  it('leads where the bell leads: a portal path, the private messages, else the notifications page', () => {
    expect(renderNotificationMail({ ...base, ticketId: null, link: '/webinar/3' }, 'A', UNSUBSCRIBE).url).toBe('http://localhost:3000/helpdesk/webinar/3');
    expect(renderNotificationMail({ ...base, ticketId: null, link: '//evil.example/x', type: 'private_message' }, 'A', UNSUBSCRIBE).url).toBe('http://localhost:3000/helpdesk/mail');
    expect(renderNotificationMail({ ...base, ticketId: null, link: 'https://evil.example/x' }, 'A', UNSUBSCRIBE).url).toBe('http://localhost:3000/helpdesk/notifications');
  });

  it('escapes what users wrote in the HTML part', () => {
    const mail = renderNotificationMail({ ...base, title: 'Tiket <script>alert(1)</script>', content: '<img src=x onerror=alert(1)> teks' }, '<b>Budi</b>', UNSUBSCRIBE);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Budi</b>');
    expect(mail.html).toContain('Tiket &lt;script&gt;');
  });

  it('carries a visible "Berhenti menerima" link to the unsubscribe page in both parts', () => {
    const mail = renderNotificationMail(base, 'Budi', UNSUBSCRIBE);
    expect(mail.text).toContain(`Berhenti menerima: ${UNSUBSCRIBE}`);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(mail.html).toContain('>Berhenti menerima</a>');
  });
});

describe('renderDigestMail', () => {
  it('lists each notification with its title, preview and link, in the same frame', () => {
    const items = [base, { ...base, ticketId: null, link: '/feed/3', title: 'Komentar <baru> pada kiriman Anda', content: 'Setuju!' }];
    const mail = renderDigestMail(items, 'Budi', UNSUBSCRIBE);
    expect(mail.subject).toBe('[Helpdesk ASN] Ringkasan harian: 2 notifikasi');
    expect(mail.text).toContain('Halo Budi,');
    expect(mail.text).toContain('- Balasan baru pada tiket T-7\n  Mohon unggah SK terakhir.\n  http://localhost:3000/helpdesk/tickets/7');
    expect(mail.text).toContain('http://localhost:3000/helpdesk/feed/3');
    expect(mail.html).toContain('href="http://localhost:3000/helpdesk/feed/3"');
    expect(mail.html).toContain('Komentar &lt;baru&gt;');
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
  });
});
