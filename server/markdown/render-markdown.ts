import os from 'node:os';
import { contentText } from '@/locales/id/content';
import { AppError } from '@/server/http/errors';
import { RetryAfterError } from '@/server/http/rate-limited-error';
import { nestingDepth } from './nesting-depth';
import { renderOwner } from './render-owner';
import { createRenderPool, isRenderBusy, type RenderPool } from './render-pool';

/** docs/security.md (Markdown) explains these numbers. */
export const MARKDOWN_LIMITS = {
  maxLength: 20_000,
  maxDepth: 32,
  budgetMs: 3_000,
  maxQueue: 64,
  maxPerOwner: 24,
} as const;

export const markdownTooComplex = () => new AppError('MARKDOWN_TOO_COMPLEX', 422, contentText.markdownTooComplex);

const globalPool = globalThis as typeof globalThis & { __markdownPool?: RenderPool };

// One pool per process (Next dev reloads modules; threads must not pile up). One core stays free
// for the server's own event loop.
function pool(): RenderPool {
  globalPool.__markdownPool ??= createRenderPool({
    size: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    budgetMs: MARKDOWN_LIMITS.budgetMs,
    maxQueue: MARKDOWN_LIMITS.maxQueue,
    maxPerOwner: MARKDOWN_LIMITS.maxPerOwner,
  });
  return globalPool.__markdownPool;
}

/** A full queue is 503 with a Retry-After of one budget per text the owner has waiting (at least one). */
const renderBusy = (waiting: number) => {
  const seconds = Math.ceil((MARKDOWN_LIMITS.budgetMs / 1000) * Math.max(1, waiting));
  return new RetryAfterError('SERVICE_UNAVAILABLE', 503, contentText.markdownBusy(seconds), seconds);
};

/**
 * Markdown typed by people -> HTML that is safe to inject into the portal's pages. The only entry
 * point for user markdown: it refuses oversized or deeply nested text before parsing (422) and
 * renders in a worker thread with a time budget, so no text can hold the server's event loop. The
 * render counts as the current request's person's (render-owner.ts): the pool serves people in turn.
 */
export async function renderMarkdown(text: string): Promise<string> {
  if (text.length > MARKDOWN_LIMITS.maxLength || nestingDepth(text) > MARKDOWN_LIMITS.maxDepth) throw markdownTooComplex();
  try {
    return await pool().render(text, renderOwner());
  } catch (error) {
    if (isRenderBusy(error)) throw renderBusy(error.waiting);
    throw markdownTooComplex();
  }
}
