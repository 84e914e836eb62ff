import { afterEach, describe, expect, it } from 'vitest';
import { closeMailTransport, mailConfigured, MailSendError, sendMail } from '@/server/mail/transport';
import { startMailSandbox } from '../../sandboxes/mail/server.mjs';
import { applyEnv } from '../helpers/sandbox-lifecycle';
import { mailsTo, useMailSandbox } from '../helpers/mail-sandbox';

// The portal's mail path (docs/notifications.md section 1): nodemailer over SMTP_URL, from MAIL_FROM.
const mail = useMailSandbox();
afterEach(() => {
  mail.sandbox.resetFaults();
  mail.sandbox.clear();
});

const message = { to: 'budi@localhost', subject: 'Balasan tiket', html: '<p>Ada balasan</p>', text: 'Ada balasan', headers: { 'X-Notification-Id': '12' } };

describe('sendMail', () => {
  it('delivers over SMTP from MAIL_FROM with Reply-To MAIL_REPLY_TO, HTML and text parts', async () => {
    const restore = applyEnv({ MAIL_FROM: 'Helpdesk ASN <helpdesk@localhost>', MAIL_REPLY_TO: 'layanan@localhost' });
    try {
      expect(mailConfigured()).toBe(true);
      const { messageId } = await sendMail(message);
      const [received] = await mailsTo(mail.sandbox, 'budi@localhost');
      expect(received).toMatchObject({ messageId, from: '"Helpdesk ASN" <helpdesk@localhost>', subject: 'Balasan tiket', html: '<p>Ada balasan</p>' });
      expect(received.text.trim()).toBe('Ada balasan');
      expect(received.headers).toMatchObject({ 'reply-to': 'layanan@localhost', 'x-notification-id': '12' });
    } finally {
      restore();
    }
  });

  it('reports a temporary refusal (4xx) as retryable and a 5xx as permanent', async () => {
    mail.sandbox.setFaults({ status: 451, times: 1 });
    await expect(sendMail(message)).rejects.toMatchObject({ name: 'MailSendError', permanent: false, responseCode: 451 });
    mail.sandbox.setFaults({ status: 554, times: 1 });
    await expect(sendMail(message)).rejects.toMatchObject({ permanent: true, responseCode: 554 });
    await sendMail(message);
    expect(await mailsTo(mail.sandbox, 'budi@localhost')).toHaveLength(1);
  });

  it('fails as retryable when the mail server closes the channel (421) or is down', async () => {
    mail.sandbox.setFaults({ reset: true, times: 1 });
    await expect(sendMail(message)).rejects.toMatchObject({ permanent: false, responseCode: 421 });
    const gone = await startMailSandbox({ smtpPort: 0, httpPort: 0 });
    await gone.close();
    const restore = applyEnv({ SMTP_URL: gone.env.SMTP_URL });
    try {
      await expect(sendMail(message)).rejects.toMatchObject({ permanent: false, responseCode: null });
    } finally {
      restore();
      closeMailTransport();
    }
  });

  it('gives up on a server that takes the message and then holds its reply, as retryable, and sends again after', async () => {
    const restore = applyEnv({ SMTP_TIMEOUT_MS: '300' });
    try {
      mail.sandbox.setFaults({ latencyMs: 30_000, times: 1 });
      const started = Date.now();
      await expect(sendMail(message)).rejects.toMatchObject({ name: 'MailSendError', permanent: false, responseCode: null });
      expect(Date.now() - started).toBeLessThan(5_000);
      await sendMail(message);
    } finally {
      restore();
      closeMailTransport();
    }
  });

  it('sends nothing without SMTP_URL', async () => {
    const restore = applyEnv({ SMTP_URL: '' });
    closeMailTransport();
    try {
      expect(mailConfigured()).toBe(false);
      await expect(sendMail(message)).rejects.toBeInstanceOf(MailSendError);
    } finally {
      restore();
      closeMailTransport();
    }
  });
});
