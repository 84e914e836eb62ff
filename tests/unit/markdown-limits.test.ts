import { afterAll, describe, expect, it } from 'vitest';
import { nestingDepth } from '@/server/markdown/nesting-depth';
import { MARKDOWN_LIMITS, renderMarkdown } from '@/server/markdown/render-markdown';
import { createRenderPool, RenderTimeout } from '@/server/markdown/render-pool';

describe('nestingDepth', () => {
  it.each([
    ['plain text', 'halo\ndunia', 0],
    ['one list', '- a\n- b', 1],
    ['markers on one line', '- - - a', 3],
    ['quotes and lists', '> > - 1. a', 4],
    ['indented nesting', '- a\n    - b\n        - c', 3],
    ['tabs', '\t\t- a', 3],
    ['a thematic break of spaced dashes', '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', 0],
    ['hostile run of list markers', '- '.repeat(400) + 'a', 400],
    ['hostile run of quote markers', '>'.repeat(500) + 'a', 500],
  ])('%s', (_name, text, depth) => {
    expect(nestingDepth(text)).toBe(depth);
  });
});

describe('renderMarkdown limits', () => {
  it.each([
    ['list markers', ('- '.repeat(400) + 'a\n\n').repeat(5)],
    ['quote markers', '> '.repeat(2000) + 'a'],
    ['mixed markers', '> - '.repeat(600) + 'a'],
    ['one character over the length limit', 'a'.repeat(MARKDOWN_LIMITS.maxLength + 1)],
  ])('refuses %s with 422 MARKDOWN_TOO_COMPLEX', async (_name, text) => {
    await expect(renderMarkdown(text)).rejects.toMatchObject({ status: 422, code: 'MARKDOWN_TOO_COMPLEX', message: expect.stringMatching(/bertingkat/) });
  });

  it('renders nesting up to the limit', async () => {
    const html = await renderMarkdown('- '.repeat(MARKDOWN_LIMITS.maxDepth) + 'dalam');
    expect(html.match(/<ul>/g)).toHaveLength(MARKDOWN_LIMITS.maxDepth);
  });
});

describe('render pool', () => {
  // The budget leaves a loaded CI machine room for a short text in a fresh thread; the heavy text
  // takes seconds (about 6 s on an idle machine), so it is over any budget here.
  const pool = createRenderPool({ size: 1, budgetMs: 400, maxQueue: 4 });
  afterAll(() => pool.close());
  const heavy = ('- '.repeat(30) + 'a\n').repeat(1000);

  it('terminates a render over its budget and serves the next text with a fresh thread', async () => {
    await expect(pool.render(heavy)).rejects.toBeInstanceOf(RenderTimeout);
    await expect(pool.render('**lagi**')).resolves.toBe('<p><strong>lagi</strong></p>');
  });

  it('refuses more texts than it queues', async () => {
    const waiting = Array.from({ length: 6 }, () => pool.render('a').catch((error: Error) => error.constructor.name));
    expect(await Promise.all(waiting)).toContain('RenderBusy');
  });
});
