// The messages a mail sandbox received, in memory, newest first: each parsed once with mailparser
// (subject, addresses, text and HTML parts, the headers a test checks such as List-Unsubscribe).
import { simpleParser } from 'mailparser';

/** Headers kept on each message (lower case), as mailparser reads them. */
const KEPT_HEADERS = ['list-unsubscribe', 'list-unsubscribe-post', 'reply-to', 'x-notification-id', 'auto-submitted'];

const addressText = (value) => (Array.isArray(value) ? value.map((v) => v.text).join(', ') : (value?.text ?? ''));

export function createMailbox() {
  let messages = [];
  let next = 1;
  return {
    /** Parses and keeps one message; `envelope` is the SMTP MAIL FROM / RCPT TO. */
    async receive(raw, envelope) {
      const parsed = await simpleParser(raw);
      const headers = {};
      for (const name of KEPT_HEADERS) {
        const line = parsed.headerLines.find((h) => h.key === name);
        if (line) headers[name] = line.line.slice(line.line.indexOf(':') + 1).trim();
      }
      const message = {
        id: String(next++),
        receivedAt: new Date().toISOString(),
        envelope,
        messageId: parsed.messageId ?? null,
        from: addressText(parsed.from),
        to: addressText(parsed.to),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        headers,
      };
      messages = [message, ...messages];
      return message;
    },
    /** Summaries, newest first; `to` keeps those whose envelope recipients include that address. */
    list(to) {
      const wanted = to?.toLowerCase();
      return messages
        .filter((m) => !wanted || m.envelope.to.some((address) => address.toLowerCase() === wanted))
        .map(({ id, receivedAt, envelope, from, to: toText, subject }) => ({ id, receivedAt, envelope, from, to: toText, subject }));
    },
    find: (id) => messages.find((m) => m.id === id) ?? null,
    count: () => messages.length,
    clear() {
      messages = [];
    },
  };
}
