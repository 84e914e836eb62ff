// Plain HTML pages of the sandbox, in Indonesian like the portal. No scripts at all: the pages are
// served with a CSP that forbids them, so a form post is the only way to sign in.

export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const STYLE = 'body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0}'
  + 'main{max-width:340px;margin:64px auto;background:#fff;padding:24px 32px;border-radius:8px;'
  + 'box-shadow:0 1px 4px rgba(0,0,0,.15)}h1{font-size:1.3em}label{display:block;margin-top:12px}'
  + 'input{width:100%;box-sizing:border-box;padding:8px;margin-top:4px;font:inherit}'
  + 'button{margin-top:16px;width:100%;padding:10px;border:0;border-radius:4px;background:#1677ff;'
  + 'color:#fff;font:inherit;cursor:pointer}button.secondary{background:#8c8c8c}'
  + '.error{color:#cf1322}.hint{color:#8c8c8c;font-size:.85em}';

export function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title, body) {
  return `<!DOCTYPE html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export function loginPage({ issuerName, action, clientName, username = '', error }) {
  const title = `${issuerName} (sandbox)`;
  return page(title, `<h1>${escapeHtml(title)}</h1>
<p>Masuk untuk melanjutkan ke ${escapeHtml(clientName)}.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="username">Nama pengguna</label>
<input id="username" name="username" value="${escapeHtml(username)}" autocomplete="username" required autofocus>
<label for="password">Kata sandi</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Masuk</button>
</form>
<p class="hint">Lingkungan uji: hanya akun demo yang dapat masuk.</p>`);
}

export function messagePage(issuerName, heading, text) {
  const title = `${issuerName} (sandbox)`;
  return page(title, `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>`);
}

// `form` is the provider's hidden logout form (action + xsrf token); the buttons submit it.
// "logout=yes" ends the whole IdP session, the other button only this portal's part of it.
export function logoutPage(issuerName, form) {
  const title = `${issuerName} (sandbox)`;
  return page(title, `<h1>Keluar dari ${escapeHtml(title)}?</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Ya, keluar</button>
<button type="submit" form="op.logoutForm" class="secondary">Tidak, tetap masuk</button>`);
}
