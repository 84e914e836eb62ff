// How deeply one line of markdown nests block containers, measured without parsing: the parser's
// cost and its recursion grow with this depth (hundreds of `- ` or `> ` crash it with a stack overflow).
const CONTAINER_MARKER = /^(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]*/;
const THEMATIC_BREAK = /^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
// Nested list items may be indented by as little as two columns per level; four is one level here so
// ordinary indented code stays far below the limit while indentation alone cannot reach a harmful depth.
const COLUMNS_PER_LEVEL = 4;

function lineDepth(line: string): number {
  if (THEMATIC_BREAK.test(line)) return 0;
  const indentEnd = line.length - line.trimStart().length;
  const columns = [...line.slice(0, indentEnd)].reduce((sum, ch) => sum + (ch === '\t' ? 4 : 1), 0);
  let depth = Math.floor(columns / COLUMNS_PER_LEVEL);
  let rest = line.slice(indentEnd);
  for (let match = CONTAINER_MARKER.exec(rest); match; match = CONTAINER_MARKER.exec(rest)) {
    depth += 1;
    rest = rest.slice(match[0].length);
  }
  return depth;
}

/** The deepest container nesting of any line (blockquote and list markers, plus indentation). */
export function nestingDepth(markdown: string): number {
  let deepest = 0;
  for (const line of markdown.split(/\r\n|\r|\n/)) deepest = Math.max(deepest, lineDepth(line));
  return deepest;
}
