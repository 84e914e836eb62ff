import type { Element, ElementContent, Properties, Root } from 'hast';

// A small, forgiving HTML reader for the CASN vendor's content: enough to keep its paragraphs,
// lists, tables and links. It is not where safety comes from: its tree goes through
// rehype-sanitize and is written out by rehype-stringify, which escapes every text and attribute,
// so a document it misreads can only lose formatting, never inject markup. Every pattern here is
// linear (no nested quantifiers): a hostile document cannot make it backtrack.

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose content is not HTML: dropped whole, content included. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'svg', 'math']);
/** An open element of these names is closed by another of the same family (a list item by the next). */
const CLOSED_BY: Record<string, string[]> = { li: ['li'], dt: ['dt', 'dd'], dd: ['dt', 'dd'], tr: ['tr'], td: ['td', 'th', 'tr'], th: ['td', 'th', 'tr'], p: ['p'], option: ['option'] };
/** HTML attribute names whose hast property name differs by more than case. */
const PROPERTY: Record<string, string> = { class: 'className', for: 'htmlFor', colspan: 'colSpan', rowspan: 'rowSpan', datetime: 'dateTime', valign: 'vAlign', hreflang: 'hrefLang', longdesc: 'longDesc', cellpadding: 'cellPadding', cellspacing: 'cellSpacing', tabindex: 'tabIndex' };
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', hellip: '…', ndash: '–', mdash: '—',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bull: '•', middot: '·', deg: '°', times: '×', laquo: '«', raquo: '»',
};

const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});?/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<\/([a-zA-Z][\w:-]*)[^>]*>|<([a-zA-Z][\w:-]*)([^>]*)>/y;

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

function propertiesOf(text: string): Properties {
  const properties: Properties = {};
  for (const [, rawName, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const name = rawName.toLowerCase();
    const value = decodeEntities(double ?? single ?? bare ?? '');
    const key = PROPERTY[name] ?? name;
    if (key in properties) continue; // the first of a repeated attribute wins, as in browsers
    properties[key] = key === 'className' ? value.split(/\s+/).filter(Boolean) : value;
  }
  return properties;
}

/** The vendor's HTML as a hast tree (for the sanitizer; see the note above). */
export function htmlToHast(html: string): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: (Root | Element)[] = [root];
  const current = () => stack[stack.length - 1];
  const append = (node: ElementContent) => void (current().children as ElementContent[]).push(node);
  const appendText = (value: string) => {
    if (!value) return;
    const siblings = current().children;
    const last = siblings[siblings.length - 1];
    if (last?.type === 'text') last.value += value;
    else append({ type: 'text', value });
  };
  // Past the last '>' no tag can end: the rest is text (without this, each '<' of "<a <a <a..."
  // would scan to the end and fail, quadratic in the length).
  const lastGt = html.lastIndexOf('>');
  let at = 0;
  while (at < html.length) {
    const next = html.indexOf('<', at);
    if (next < 0 || next > lastGt) {
      appendText(decodeEntities(html.slice(at)));
      break;
    }
    appendText(decodeEntities(html.slice(at, next)));
    TOKEN.lastIndex = next;
    const match = TOKEN.exec(html);
    if (!match) {
      appendText('<');
      at = next + 1;
      continue;
    }
    at = TOKEN.lastIndex;
    const [, endName, startName, attributes] = match;
    if (endName) {
      const name = endName.toLowerCase();
      const index = stack.findLastIndex((node) => node.type === 'element' && node.tagName === name);
      if (index > 0) stack.length = index;
    } else if (startName) {
      const name = startName.toLowerCase();
      if (DROPPED.has(name)) {
        const closing = new RegExp(`</${name}[^>]*>`, 'gi');
        closing.lastIndex = at;
        at = closing.exec(html) ? closing.lastIndex : html.length;
        continue;
      }
      const open = current();
      if (open.type === 'element' && CLOSED_BY[open.tagName]?.includes(name)) stack.pop();
      const element: Element = { type: 'element', tagName: name, properties: propertiesOf(attributes), children: [] };
      append(element);
      if (!VOID.has(name) && !attributes.trimEnd().endsWith('/')) stack.push(element);
    }
  }
  return root;
}
