import type { CSSProperties } from 'react';

/**
 * Renders HTML the API produced and sanitized (description_html, comment html, FAQ answers,
 * markdown previews). The only place that uses dangerouslySetInnerHTML: never pass it text
 * typed in the browser.
 */
export function ServerHtml({ html, style, testId }: { html: string; style?: CSSProperties; testId?: string }) {
  return <div className="markdown-body" data-testid={testId} style={{ overflowWrap: 'anywhere', ...style }} dangerouslySetInnerHTML={{ __html: html }} />;
}
