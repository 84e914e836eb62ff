import type { MouseEvent } from 'react';

/**
 * Whether a click on a table row is a plain one that may open the row. Clicks on links (so
 * ctrl-, shift- and middle-click on a title still open a new tab) and other controls, in the
 * selection cell, with a modifier, or that end a text selection are left to the browser.
 */
export function isPlainRowClick(event: MouseEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.ctrlKey ||
    event.metaKey ||
    event.shiftKey ||
    event.altKey ||
    target?.closest('a, button, input, label, select, [data-selection-cell]') != null ||
    Boolean(window.getSelection()?.toString())
  );
}
