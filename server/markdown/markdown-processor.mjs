// Plain ESM on purpose: the render worker (render-worker.mjs) loads this file with Node itself, in
// vitest and under `next start` alike, so it cannot be TypeScript or go through the Next bundle.
// Types for TypeScript callers: markdown-processor.d.mts.
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * GitHub's allow-list, narrowed: links only http(s)/mailto or relative, images only http(s)
 * (then narrowed to our uploads below), a `language-*` class on code, nothing else styled.
 * Raw HTML in the markdown never reaches this point: remark-rehype drops it (no allowDangerousHtml).
 */
export const sanitizeSchema = {
  ...defaultSchema,
  // remark-rehype already prefixes the only ids markdown can produce (footnotes) with
  // `user-content-`; prefixing again would break the footnote links.
  clobberPrefix: '',
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !['picture', 'source'].includes(tag)),
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-[\w#+.-]+$/]],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
    cite: ['http', 'https'],
    longDesc: ['http', 'https'],
  },
};

/** The only image source markdown may use: an image uploaded to the portal (no side effects, no tracking). */
export const UPLOADED_IMAGE_URL = /^\/helpdesk\/api\/uploads\/[a-f0-9]{64}\.(png|jpg|gif|webp)$/;

const EXTERNAL = /^(https?:)?\/\//i;
const ABSOLUTE_HTTP = /^https?:\/\//i;
const EXTERNAL_LINK_REL = ['noopener', 'noreferrer', 'nofollow'];

const text = (value) => ({ type: 'text', value });

/**
 * An image from anywhere else would let its author see who read the text, when and from where
 * (a tracking pixel) or make the reader's browser GET a portal URL. An external image becomes a
 * link the reader may choose to open; any other source leaves only its alt text.
 */
function replaceImage(node) {
  const src = typeof node.properties.src === 'string' ? node.properties.src : '';
  const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
  if (!ABSOLUTE_HTTP.test(src)) return alt ? [text(alt)] : [];
  return [{ type: 'element', tagName: 'a', properties: { href: src, rel: EXTERNAL_LINK_REL, target: '_blank' }, children: [text(alt || src)] }];
}

function harden(children) {
  return children.flatMap((child) => {
    if (child.type !== 'element') return [child];
    if (child.tagName === 'img' && !UPLOADED_IMAGE_URL.test(String(child.properties.src ?? ''))) return replaceImage(child);
    child.children = harden(child.children);
    const { href } = child.properties;
    // A link whose URL the sanitizer removed is only its text.
    if (child.tagName === 'a' && href === undefined) return child.children;
    if (child.tagName === 'a' && typeof href === 'string' && EXTERNAL.test(href)) {
      child.properties.rel = EXTERNAL_LINK_REL;
      child.properties.target = '_blank';
    }
    return [child];
  });
}

/** Also run on the CASN vendor's HTML after sanitizing (server/casn/sanitize-vendor-html.ts). */
export const rehypeHarden = () => (tree) => {
  tree.children = harden(tree.children);
};

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { footnoteLabel: 'Catatan kaki', footnoteBackLabel: (i) => `Kembali ke rujukan ${i + 1}` })
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeHarden)
  .use(rehypeStringify);

/** Markdown typed by people -> HTML that is safe to inject. Unbounded: call it through render-markdown.ts. */
export async function renderUnbounded(markdown) {
  return String(await processor.process(markdown));
}
