import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** Names taken from one comment at most: a pasted list cannot notify the whole portal. */
export const MAX_MENTIONS = 20;

interface MdNode { type: string; value?: string; children?: MdNode[] }

// `@name` not glued to a word, an address or another `@` before it (so `ani@bkd.go.id` is not one);
// a name of letters, digits, `_`, `.` and `-` that does not end in `.` or `-` (the sentence's stop).
const MENTION = /(?<![\p{L}\p{N}_.@-])@([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]*[\p{L}\p{N}_])?)/gu;
/** Code, fenced or inline, and raw HTML are quoted text: a name there is not a mention. */
const QUOTED = new Set(['code', 'inlineCode', 'html']);
const parser = unified().use(remarkParse);

function collect(node: MdNode, names: Set<string>): void {
  if (QUOTED.has(node.type)) return;
  if (node.type === 'text') for (const match of (node.value ?? '').matchAll(MENTION)) names.add(match[1].toLowerCase());
  for (const child of node.children ?? []) collect(child, names);
}

/** The usernames a comment's markdown mentions (`@name`), lower case, once each, in order, at most MAX_MENTIONS. */
export function parseMentions(markdown: string): string[] {
  const names = new Set<string>();
  collect(parser.parse(markdown) as MdNode, names);
  return [...names].slice(0, MAX_MENTIONS);
}
