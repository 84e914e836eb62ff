// The mail sandbox's small pages: the received messages, newest first, and one message with its
// headers, its plain-text part and its HTML part (shown in a sandboxed frame, scripts off).

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const page = (title, body) =>
  `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>` +
  '<style>body{font-family:system-ui,sans-serif;margin:16px;color:#1f1f1f}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left}' +
  'pre{white-space:pre-wrap;background:#f5f5f5;padding:8px}iframe{width:100%;height:480px;border:1px solid #ddd}</style></head>' +
  `<body>${body}</body></html>`;

export function inboxPage(messages) {
  const rows = messages
    .map((m) => `<tr><td><a href="/messages/${escape(m.id)}">${escape(m.subject || '(tanpa subjek)')}</a></td><td>${escape(m.envelope.to.join(', '))}</td><td>${escape(m.receivedAt)}</td></tr>`)
    .join('');
  const body = messages.length ? `<table><thead><tr><th>Subjek</th><th>Kepada</th><th>Diterima</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Belum ada surel.</p>';
  return page('Kotak surel sandbox', `<h1>Kotak surel sandbox</h1>${body}`);
}

export function messagePage(m) {
  const headers = Object.entries({ From: m.from, To: m.to, Subject: m.subject, ...m.headers })
    .map(([name, value]) => `<tr><th>${escape(name)}</th><td>${escape(value)}</td></tr>`)
    .join('');
  const html = m.html ? `<h2>HTML</h2><iframe sandbox title="Isi HTML" srcdoc="${escape(m.html)}"></iframe>` : '';
  return page(m.subject, `<p><a href="/">&larr; Kotak surel</a></p><h1>${escape(m.subject)}</h1><table>${headers}</table><h2>Teks</h2><pre>${escape(m.text)}</pre>${html}`);
}
