import { describe, expect, it } from 'vitest';
import { sanitizeVendorHtml } from '@/server/casn/sanitize-vendor-html';
import { HOSTILE_HTML } from '../../sandboxes/agency/casn.mjs';

describe('sanitizeVendorHtml (CASN publications)', () => {
  it('removes scripts, event handlers and javascript: links, keeps the text and structure', () => {
    const html = sanitizeVendorHtml(
      `<div class="x" onclick="steal()"><p>Jadwal <strong>SKD</strong> &amp; SKB</p>${HOSTILE_HTML}<a href="javascript:alert(1)">klik</a><a href="https://sscasn.bkn.go.id">SSCASN</a></div>`,
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|alert/i);
    expect(html).toContain('<p>Jadwal <strong>SKD</strong> &#x26; SKB</p>');
    expect(html).toContain('klik');
    expect(html).toContain('<a href="https://sscasn.bkn.go.id" rel="noopener noreferrer nofollow" target="_blank">SSCASN</a>');
  });

  it('keeps lists and tables, closing what the vendor left open', () => {
    const html = sanitizeVendorHtml('<ul><li>Satu<li>Dua</ul><table><tr><td colspan="2">A<td>B</table><p>Akhir');
    expect(html).toBe('<ul><li>Satu</li><li>Dua</li></ul><table><tbody><tr><td colspan="2">A</td><td>B</td></tr></tbody></table><p>Akhir</p>');
  });

  it('drops style, iframe and svg with their content, and unclosed scripts to the end', () => {
    expect(sanitizeVendorHtml('<style>p{}</style><iframe src="https://x">i</iframe><svg><script>1</script></svg><p>ok</p><script>never')).toBe('<p>ok</p>');
  });

  it('turns an external image into a link, and a broken one into its alt text', () => {
    expect(sanitizeVendorHtml('<img src="https://cdn.contoh.id/a.png" alt="Logo">')).toBe('<a href="https://cdn.contoh.id/a.png" rel="noopener noreferrer nofollow" target="_blank">Logo</a>');
    expect(sanitizeVendorHtml('<img src="x" onerror="alert(1)" alt="Logo">')).toBe('Logo');
  });

  it('escapes what looks like markup but is not, and prefixes ids', () => {
    expect(sanitizeVendorHtml('1 < 2 <3 <p id="body" title="a&quot;b">x</p>')).toBe('1 &#x3C; 2 &#x3C;3 <p id="casn-body" title="a&#x22;b">x</p>');
  });

  it('decodes entities once', () => {
    expect(sanitizeVendorHtml('<p>&lt;b&gt; &amp;amp; &#65;&#x42;</p>')).toBe('<p>&#x3C;b> &#x26;amp; AB</p>');
  });

  it('reads large hostile documents to nothing harmful', () => {
    expect(sanitizeVendorHtml('<a '.repeat(40_000))).not.toMatch(/<a /);
    expect(sanitizeVendorHtml(`${'<!--'.repeat(5_000)}${'<script>'.repeat(5_000)}`)).toBe('');
    expect(sanitizeVendorHtml(`<p ${'x="y" '.repeat(50_000)}>t</p>`)).toBe('<p>t</p>');
  });
});
