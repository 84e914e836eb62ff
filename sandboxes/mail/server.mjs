// Local stand-in for a mail server: a real SMTP server (smtp-server) that keeps what it receives
// in memory, a small page to read it and control routes to list, read and clear the messages and
// to inject faults (docs/notifications.md section 1).
// Run: node sandboxes/mail/server.mjs (MAIL_SANDBOX_PORT for SMTP, default 4060; its page on the next port).
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { createFaultState, faultControlRoute, routeControl } from '../shared/faults.mjs';
import { runIfMain, send, serve, splitTarget } from '../shared/http.mjs';
import { readBody } from '../shared/body.mjs';
import { mailEnvFor } from './env.mjs';
import { createMailbox } from './mailbox.mjs';
import { inboxPage, messagePage } from './views.mjs';

const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;
const MAX_BODY_BYTES = 4 * 1024;

const smtpError = (code, message) => Object.assign(new Error(message), { responseCode: code });

/**
 * A fault's `status` is the SMTP reply to the message (451 try later, 554 refused); `reset` answers
 * 421 and closes the connection; `latencyMs` delays the reply. Every message matches.
 */
const createSmtpFaults = () => createFaultState({ bodies: [], matches: () => true });

function startSmtp({ port, host, mailbox, faults, closing }) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Helpdesk ASN mail sandbox',
    async onData(stream, session, callback) {
      const chunks = [];
      for await (const chunk of stream) chunks.push(chunk);
      const fault = faults.take();
      if (fault?.latencyMs) await sleep(fault.latencyMs, undefined, { signal: closing.signal }).catch(() => undefined);
      if (fault?.reset) return callback(smtpError(421, 'Layanan sandbox ditutup'));
      if (fault?.status) return callback(smtpError(fault.status, `Sandbox fault ${fault.status}`));
      if (stream.sizeExceeded) return callback(smtpError(552, 'Message too large'));
      const envelope = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address) };
      try {
        const message = await mailbox.receive(Buffer.concat(chunks), envelope);
        return callback(null, `Queued as ${message.id}`);
      } catch {
        return callback(smtpError(554, 'Message could not be read'));
      }
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({ port: server.server.address().port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

function controlAnswer(method, path, query, body, { mailbox, faults }) {
  const one = /^\/__control\/messages\/([^/]+)$/.exec(path);
  if (one) {
    if (method !== 'GET') return { status: 405, json: { error: 'method not allowed' }, headers: { Allow: 'GET' } };
    const message = mailbox.find(decodeURIComponent(one[1]));
    return message ? { status: 200, json: { data: message } } : { status: 404, json: { error: 'no such message' } };
  }
  const routes = {
    '/__control/messages': {
      GET: () => ({ status: 200, json: { data: mailbox.list(query.get('to') ?? undefined) } }),
      DELETE: () => (mailbox.clear(), { status: 200, json: { data: [] } }),
    },
    '/__control/faults': faultControlRoute(faults, body),
    '/__control/stats': { GET: () => ({ status: 200, json: { messages: mailbox.count() } }) },
  };
  return routeControl(routes, method, path);
}

/** `smtpPort` receives mail (0 picks a free one); `httpPort` serves the page and control routes (0: free). */
export async function startMailSandbox({ smtpPort = 4060, httpPort = 4061, host = 'localhost' } = {}) {
  const mailbox = createMailbox();
  const faults = createSmtpFaults();
  const closing = new AbortController();
  const smtp = await startSmtp({ port: smtpPort, host, mailbox, faults, closing });

  async function handle(req, res) {
    const { path, query } = splitTarget(req.url);
    const text = req.method === 'POST' ? await readBody(req, MAX_BODY_BYTES) : (req.resume(), '');
    const body = () => JSON.parse(text || '{}');
    if (path.startsWith('/__control/')) return send(req, res, controlAnswer(req.method, path, query, body, { mailbox, faults }) ?? { status: 404, json: { error: 'not found' } });
    if (req.method !== 'GET') return send(req, res, { status: 405, json: { error: 'method not allowed' }, headers: { Allow: 'GET' } });
    const html = (markup) => ({ status: 200, body: markup, contentType: 'text/html; charset=utf-8' });
    if (path === '/') return send(req, res, html(inboxPage(mailbox.list())));
    const read = /^\/messages\/([^/]+)$/.exec(path);
    const message = read ? mailbox.find(decodeURIComponent(read[1])) : null;
    return send(req, res, message ? html(messagePage(message)) : { status: 404, json: { error: 'not found' } });
  }

  let web;
  try {
    web = await serve({ name: 'mail', port: httpPort, host, closing, handle, failure: (tooLarge) => ({ error: tooLarge ? 'payload too large' : 'internal error' }) });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  let closed = null;
  return {
    url: web.url,
    smtpPort: smtp.port,
    env: mailEnvFor(smtp.port, host),
    messages: (to) => mailbox.list(to),
    message: (id) => mailbox.find(id),
    clear: () => mailbox.clear(),
    setFaults: (input) => void faults.set(input),
    resetFaults: () => faults.reset(),
    close() {
      closed ??= Promise.all([web.close(), smtp.close()]).then(() => undefined);
      return closed;
    },
  };
}

await runIfMain(
  import.meta.url,
  (env) => {
    const smtpPort = Number(env.MAIL_SANDBOX_PORT || 4060);
    return startMailSandbox({ smtpPort, httpPort: smtpPort + 1 });
  },
  (sandbox) => `Mail sandbox ready: SMTP ${sandbox.env.SMTP_URL}, inbox ${sandbox.url} (control ${sandbox.url}/__control/messages)`,
);
