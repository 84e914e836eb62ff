import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/server/markdown/render-markdown';

const HASH = 'a'.repeat(64);

// Payloads from the usual XSS cheat sheets, as people would type them into a comment.
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  'text <script>alert(1)</script> text',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="x" ONERROR="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x]( javascript:alert(1) "t")',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x"onerror="alert(1)](https://example.com/a.png)',
  '![x](https://example.com/a.png"onerror="alert(1))',
  '[![img](javascript:alert(1))](javascript:alert(2))',
  '[a [b](javascript:alert(1)) c](https://example.com)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '```js" onmouseover="alert(1)\ncode\n```',
  '`<script>alert(1)</script>`',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<input onfocus=alert(1) autofocus>',
  '<video><source onerror=alert(1)></video>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<<script>script>alert(1)<</script>/script>',
];

describe('renderMarkdown: XSS corpus', () => {
  it('has a corpus worth the name', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_CORPUS)('neutralises %s', async (payload) => {
    const html = await renderMarkdown(payload);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    // Inside a tag: the text of a neutralised link may still read "javascript:...", harmlessly.
    expect(html).not.toMatch(/<[^>]*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/<a(?![^>]*href)/i);
    expect(html).not.toMatch(/<(iframe|object|embed|form|svg|math|style|link|meta|base|input(?! type="checkbox")|video|body)\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
  });
});

describe('renderMarkdown: what it keeps', () => {
  it('renders GFM: headings, emphasis, tables, task lists, strikethrough', async () => {
    const html = await renderMarkdown('# Judul\n\n**tebal** ~~coret~~\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] selesai');
    expect(html).toContain('<h1>Judul</h1>');
    expect(html).toContain('<strong>tebal</strong>');
    expect(html).toContain('<del>coret</del>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<input type="checkbox" checked disabled>');
  });

  it('keeps the language class on code blocks only', async () => {
    const html = await renderMarkdown('```ts\nconst a = 1;\n```');
    expect(html).toContain('<code class="language-ts">');
  });

  it('marks external links and leaves relative ones alone', async () => {
    const html = await renderMarkdown('[luar](https://example.com) [dalam](/helpdesk/tickets/1) [surat](mailto:a@b.id)');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">luar</a>');
    expect(html).toContain('<a href="/helpdesk/tickets/1">dalam</a>');
    expect(html).toContain('<a href="mailto:a@b.id">surat</a>');
  });

  it('allows http(s) images and uploaded images, drops other relative sources', async () => {
    const html = await renderMarkdown(
      `![a](https://example.com/a.png) ![b](/helpdesk/api/uploads/${HASH}.png) ![c](/helpdesk/api/users) ![d](//evil.example/x.png) ![e](/helpdesk/api/uploads/../users)`,
    );
    expect(html).toContain('<img src="https://example.com/a.png" alt="a">');
    expect(html).toContain(`<img src="/helpdesk/api/uploads/${HASH}.png" alt="b">`);
    expect(html).not.toContain('/helpdesk/api/users');
    expect(html).not.toContain('evil.example');
  });

  it('turns a link with a forbidden URL into its text', async () => {
    expect(await renderMarkdown('[klik](javascript:alert(1))')).toBe('<p>klik</p>');
  });

  it('escapes raw HTML text instead of rendering it', async () => {
    expect(await renderMarkdown('a <b>b</b> c')).toBe('<p>a b c</p>');
    expect(await renderMarkdown('`<b>`')).toBe('<p><code>&#x3C;b></code></p>');
  });

  it('keeps footnote links working', async () => {
    const html = await renderMarkdown('teks[^1]\n\n[^1]: catatan');
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).toContain('id="user-content-fn-1"');
    expect(html).toContain('Catatan kaki');
  });
});
