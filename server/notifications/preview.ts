import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** Characters of a preview: one or two lines in the bell. */
export const PREVIEW_LENGTH = 140;
/** Parsing is bounded by cutting the source first; a preview never needs more. */
const SOURCE_LIMIT = 600;

interface MdNode { type: string; value?: string; alt?: string | null; children?: MdNode[] }

/** What still looks like a tag after parsing (e.g. one CommonMark reads as text): hidden too. */
const TAG_LIKE = /<\/?[a-z][^<>]*>/gi;
const BLOCKS = new Set(['paragraph', 'heading', 'listItem', 'blockquote', 'code', 'tableRow', 'tableCell']);
const parser = unified().use(remarkParse);

/** Text of a markdown tree; raw HTML is dropped, never turned into text or markup. */
function collect(node: MdNode, out: string[]): void {
  if (node.type === 'html') return;
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') out.push(node.value ?? '');
  else if (node.type === 'image') out.push(node.alt ?? '');
  else if (node.type === 'break') out.push(' ');
  for (const child of node.children ?? []) collect(child, out);
  if (BLOCKS.has(node.type)) out.push(' ');
}

/**
 * The plain-text preview of a notification's markdown content (spec: comments are markdown).
 * The UI renders it as text; there is no HTML in it to render.
 */
export function notificationPreview(content: string | null): string | null {
  if (!content) return null;
  const out: string[] = [];
  collect(parser.parse(content.slice(0, SOURCE_LIMIT)) as MdNode, out);
  const text = out.join('').replace(TAG_LIKE, '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
}
