import type { CSSProperties } from 'react';

/**
 * Renders HTML the API produced and sanitized (description_html, comment html, FAQ answers,
 * markdown previews). The only place that uses dangerouslySetInnerHTML: never pass it text
 * typed in the browser. Long words wrap by `.markdown-body` (styles/globals.css).
 */
export function ServerHtml({ html, style, className, testId }: { html: string; style?: CSSProperties; className?: string; testId?: string }) {
  return <div className={className ? `markdown-body ${className}` : 'markdown-body'} data-testid={testId} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}
