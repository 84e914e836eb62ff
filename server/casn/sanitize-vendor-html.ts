import { fromHtml } from 'hast-util-from-html';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { rehypeHarden, sanitizeSchema } from '@/server/markdown/markdown-processor.mjs';

/**
 * The portal's markdown allow-list (server/markdown), with ids and names prefixed: the vendor's
 * HTML is not ours, and an `id="..."` of its own must not shadow a global of the page.
 */
const schema = {
  ...sanitizeSchema,
  clobberPrefix: 'casn-',
  // Elements whose text is not the document's (a style sheet, a frame's fallback): gone with it.
  strip: [...(sanitizeSchema.strip ?? ['script']), 'style', 'iframe', 'noscript', 'template', 'object'],
};

const processor = unified().use(rehypeSanitize, schema).use(rehypeHarden).use(rehypeStringify);

/**
 * The CASN vendor's HTML (untrusted) as HTML safe to show: the same allow-list and image rule as
 * markdown (scripts, event handlers, styles and javascript: links gone; an external image becomes
 * a link), written out escaped by rehype-stringify. Read by parse5 (hast-util-from-html) as a
 * browser would, unclosed tags and all.
 */
export function sanitizeVendorHtml(html: string): string {
  const tree = processor.runSync(fromHtml(html, { fragment: true }));
  return processor.stringify(tree);
}
