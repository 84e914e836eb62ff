import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMailSandbox, type MailSandbox } from '../../sandboxes/mail/server.mjs';

// The mail sandbox's own protocol (docs/notifications.md section 1): SMTP in, control routes and a page out.
let mail: MailSandbox;
let smtp: nodemailer.Transporter;
beforeAll(async () => {
  mail = await startMailSandbox({ smtpPort: 0, httpPort: 0 });
  smtp = nodemailer.createTransport(mail.env.SMTP_URL);
});
afterAll(async () => {
  smtp.close();
  await mail.close();
});
afterEach(() => {
  mail.resetFaults();
  mail.clear();
});

const send = (to: string, subject: string, extra: object = {}) =>
  smtp.sendMail({ from: 'helpdesk@localhost', to, subject, text: `Isi ${subject}`, html: `<p>Isi <b>${subject}</b></p>`, ...extra });

async function control(path: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${mail.url}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as any };
}

describe('mail sandbox', () => {
  it('keeps each message it receives with its parts and unsubscribe headers, newest first', async () => {
    await send('budi@localhost', 'Pertama');
    await send('sari@localhost', 'Kedua', { headers: { 'List-Unsubscribe': '<http://localhost/u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    const list = await control('/__control/messages');
    expect(list.json.data.map((m: { subject: string }) => m.subject)).toEqual(['Kedua', 'Pertama']);
    expect(list.json.data[0].envelope).toEqual({ from: 'helpdesk@localhost', to: ['sari@localhost'] });
    const one = await control(`/__control/messages/${list.json.data[0].id}`);
    expect(one.json.data).toMatchObject({ subject: 'Kedua', text: expect.stringContaining('Isi Kedua'), html: '<p>Isi <b>Kedua</b></p>' });
    expect(one.json.data.headers).toEqual({ 'list-unsubscribe': '<http://localhost/u>', 'list-unsubscribe-post': 'List-Unsubscribe=One-Click' });
  });

  it('filters by recipient, 404s an unknown message and clears', async () => {
    await send('budi@localhost', 'Untuk Budi');
    await send('sari@localhost', 'Untuk Sari');
    const budi = await control('/__control/messages?to=BUDI@localhost');
    expect(budi.json.data.map((m: { subject: string }) => m.subject)).toEqual(['Untuk Budi']);
    expect((await control('/__control/messages/999')).status).toBe(404);
    expect((await control('/__control/messages', 'DELETE')).status).toBe(200);
    expect((await control('/__control/messages')).json.data).toEqual([]);
    expect((await control('/__control/messages', 'PUT')).status).toBe(405);
  });

  it('shows the inbox and a message on its page, escaped', async () => {
    await send('budi@localhost', 'Tiket <T-1>');
    const inbox = await (await fetch(`${mail.url}/`)).text();
    expect(inbox).toContain('Tiket &lt;T-1&gt;');
    const [summary] = mail.messages();
    const page = await fetch(`${mail.url}/messages/${summary.id}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Isi Tiket &lt;T-1&gt;');
  });

  it('answers a fault with its SMTP code for the given number of messages, then receives again', async () => {
    expect((await control('/__control/faults', 'POST', { status: 451, times: 1 })).status).toBe(200);
    await expect(send('budi@localhost', 'Gagal')).rejects.toMatchObject({ responseCode: 451 });
    await send('budi@localhost', 'Berhasil');
    expect(mail.messages().map((m) => m.subject)).toEqual(['Berhasil']);
    expect((await control('/__control/faults', 'POST', { status: 'x' })).status).toBe(400);
  });
});
