import { renderToString } from 'react-dom/server';
import ReactDOMClient from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

// React's own hydrateRoot, taken before the module under test changes the exports object (as it
// does in the browser when pages/_app loads it).
const reactHydrateRoot = ReactDOMClient.hydrateRoot;
const { hydrateInTransition } = await import('@/components/layout/hydrate-in-transition');

const ITEMS = 100;

/** One part that takes 1 ms to render, as a table row of a slowed-down phone might. */
function Busy({ index, log, onFirst }: { index: number; log: number[]; onFirst?: () => void }) {
  const end = performance.now() + 1;
  while (performance.now() < end);
  log.push(index);
  if (index === 0) onFirst?.();
  return <li>{index}</li>;
}

function Page({ log, onFirst }: { log: number[]; onFirst?: () => void }) {
  return (
    <ul>
      {Array.from({ length: ITEMS }, (_, index) => (
        <Busy key={index} index={index} log={log} onFirst={onFirst} />
      ))}
    </ul>
  );
}

/**
 * Hydrates the server's HTML of 100 slow parts and answers how many of them were rendered when a
 * timer set during the first one fired: the timer runs only once the browser gets a turn.
 */
async function partsBeforeTheBrowsersTurn(hydrateRoot: typeof reactHydrateRoot) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} />);
  document.body.append(container);
  const log: number[] = [];
  let atTurn = -1;
  const turn = new Promise<void>((resolve) => {
    const onFirst = () =>
      setTimeout(() => {
        atTurn = log.length;
        resolve();
      }, 0);
    const root = hydrateRoot(container, <Page log={log} onFirst={onFirst} />);
    roots.push(root);
  });
  await turn;
  await expect.poll(() => log.length).toBe(ITEMS);
  expect(container.querySelectorAll('li')).toHaveLength(ITEMS);
  return atTurn;
}

const roots: ReturnType<typeof reactHydrateRoot>[] = [];
beforeAll(() => {
  // Plain scheduling, as in the browser: not React's test-only act() queue.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  document.body.innerHTML = '';
});

describe('hydration in a transition', () => {
  it('React alone hydrates the whole page before the browser gets a turn', async () => {
    expect(await partsBeforeTheBrowsersTurn(reactHydrateRoot)).toBe(ITEMS);
  });

  it('wrapped, React hydrates in slices and lets the browser in between', async () => {
    expect(ReactDOMClient.hydrateRoot).not.toBe(reactHydrateRoot);
    expect(await partsBeforeTheBrowsersTurn(ReactDOMClient.hydrateRoot)).toBeLessThan(ITEMS / 2);
  });

  it('wraps only once', () => {
    expect(hydrateInTransition(ReactDOMClient)).toBe(false);
  });
});
