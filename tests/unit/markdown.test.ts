import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { XSS_PAYLOADS } from '../helpers/xss-payloads';

const HASH = 'a'.repeat(64);

// The corpus the browser test renders in Chromium (tests/helpers/xss-payloads.ts), plus payloads
// wrapped in ordinary text.
const XSS_CORPUS = [...XSS_PAYLOADS, 'text <script>alert(1)</script> text', '<p onmouseover="alert(1)">hover</p>'];

describe('renderMarkdown: XSS corpus', () => {
  it('has a corpus worth the name', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(XSS_CORPUS)('neutralises %s', async (payload) => {
    const html = await renderMarkdown(payload);
    expect(html).not.toMatch(/<script/i);
    // Inside a tag: escaped text may still read "onerror=...", harmlessly.
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
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

  it('keeps uploaded images only: an external image becomes a link, any other source its alt text', async () => {
    const html = await renderMarkdown(
      `![a](https://example.com/a.png) ![b](/helpdesk/api/uploads/${HASH}.png) ![c](/helpdesk/api/users) ![d](//evil.example/x.png) ![e](/helpdesk/api/uploads/../users) ![](https://t.example/p.gif)`,
    );
    expect(html).toContain('<a href="https://example.com/a.png" rel="noopener noreferrer nofollow" target="_blank">a</a>');
    expect(html).toContain(`<img src="/helpdesk/api/uploads/${HASH}.png" alt="b">`);
    expect(html).toContain('<a href="https://t.example/p.gif" rel="noopener noreferrer nofollow" target="_blank">https://t.example/p.gif</a>');
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).not.toContain('/helpdesk/api/users');
    expect(html).not.toContain('evil.example');
    expect(html).toContain(' c ');
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
