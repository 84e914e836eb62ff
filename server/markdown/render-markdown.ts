import type { Element, Root, RootContent } from 'hast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { isUploadedImageUrl } from '@/server/uploads/upload-file-name';

/**
 * GitHub's allow-list, narrowed: links only http(s)/mailto or relative, images only http(s)
 * (relative sources are checked below), a `language-*` class on code, nothing else styled.
 * Raw HTML in the markdown never reaches this point: remark-rehype drops it (no allowDangerousHtml).
 */
const schema: SanitizeSchema = {
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

const EXTERNAL = /^(https?:)?\/\//i;
const ABSOLUTE_HTTP = /^https?:\/\//i;

function hardenElement(node: Element): void {
  const { href } = node.properties;
  if (node.tagName === 'a' && typeof href === 'string' && EXTERNAL.test(href)) {
    node.properties.rel = ['noopener', 'noreferrer', 'nofollow'];
    node.properties.target = '_blank';
  }
}

/** Relative image sources other than our uploads would make the browser GET arbitrary portal URLs. */
function isAllowedImage(node: Element): boolean {
  const src = typeof node.properties.src === 'string' ? node.properties.src : '';
  return ABSOLUTE_HTTP.test(src) || isUploadedImageUrl(src);
}

function harden(children: RootContent[]): RootContent[] {
  return children.flatMap((child): RootContent[] => {
    if (child.type !== 'element') return [child];
    if (child.tagName === 'img' && !isAllowedImage(child)) return [];
    child.children = harden(child.children) as Element['children'];
    // A link whose URL the sanitizer removed is only its text.
    if (child.tagName === 'a' && child.properties.href === undefined) return child.children;
    hardenElement(child);
    return [child];
  });
}

const rehypeHarden = () => (tree: Root) => {
  tree.children = harden(tree.children);
};

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { footnoteLabel: 'Catatan kaki', footnoteBackLabel: (i: number) => `Kembali ke rujukan ${i + 1}` })
  .use(rehypeSanitize, schema)
  .use(rehypeHarden)
  .use(rehypeStringify);

/** Markdown typed by people -> HTML that is safe to inject into the portal's pages. */
export async function renderMarkdown(text: string): Promise<string> {
  return String(await processor.process(text));
}
