import { afterAll, describe, expect, it } from 'vitest';
import { nestingDepth } from '@/server/markdown/nesting-depth';
import { MARKDOWN_LIMITS, renderMarkdown } from '@/server/markdown/render-markdown';
import { createRenderPool, RenderBusy, RenderTimeout } from '@/server/markdown/render-pool';

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
  const pool = createRenderPool({ size: 1, budgetMs: 400, maxQueue: 4, maxPerOwner: 4 });
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

// Issue 30: one person's backlog of legal long posts made another's one-line note fail (422) or wait 75 s.
describe('render pool: fair per person', () => {
  // Texts within every limit that take a while each (~100-300 ms here).
  const long = ('Paragraf **panjang** dengan [tautan](https://example.test) dan `kode`.\n\n').repeat(250);
  const pool = createRenderPool({ size: 1, budgetMs: 3_000, maxQueue: 64, maxPerOwner: 8 });
  afterAll(() => pool.close());

  it("serves people in turn: a one-line note waits for at most one of a flooder's texts", async () => {
    const order: string[] = [];
    const flood = Array.from({ length: 8 }, (_, i) => pool.render(long, 'user:1').then(() => order.push(`flood-${i}`)));
    const note = pool.render('catatan singkat', 'user:2').then(() => order.push('note'));
    await Promise.all([...flood, note]);
    // The first flood text was already running; the note goes next, ahead of the other seven.
    expect(order.indexOf('note')).toBeLessThanOrEqual(1);
  });

  it("refuses a person's texts past their share (RenderBusy with their count) while others still get in", async () => {
    // One runs at once, eight wait: the tenth is refused.
    const flood = Array.from({ length: 10 }, () => pool.render(long, 'user:1').then(() => 'ok', (error: unknown) => error));
    const refused = await flood[9];
    expect(refused).toBeInstanceOf(RenderBusy);
    expect((refused as RenderBusy).waiting).toBe(8);
    await expect(pool.render('*lain*', 'user:3')).resolves.toBe('<p><em>lain</em></p>');
    expect((await Promise.all(flood.slice(0, 9))).every((result) => result === 'ok')).toBe(true);
  });

  it("does not cut a render whose answer waited behind this thread's own busy event loop", async () => {
    const quick = createRenderPool({ size: 1, budgetMs: 200, maxQueue: 4, maxPerOwner: 4 });
    try {
      await quick.render('siap'); // the thread is started and warm
      const rendered = quick.render('**tepat waktu**');
      const until = Date.now() + 600;
      while (Date.now() < until); // the event loop is blocked past the budget; the render itself took ms
      await expect(rendered).resolves.toBe('<p><strong>tepat waktu</strong></p>');
    } finally {
      await quick.close();
    }
  });
});
