// Next's pages router hydrates the page with `hydrateRoot` outside a transition, so React hydrates
// the whole page in one task (about 0.5 s of /tickets under Lighthouse's 4x CPU slow-down: all of
// it counted as blocking time). Started inside `startTransition`, React hydrates at a transition's
// priority in slices of a few milliseconds, letting the browser paint and handle input between
// them; a click on a part not yet hydrated makes React finish hydrating at once and replays the
// click. Next's app router hydrates the same way (next/dist/client/app-index.js).
//
// pages/_app imports this module for its side effect: Next evaluates _app before it calls
// `hydrateRoot` (next/dist/client/index.js, `renderReactElement`), and calls it on the module's
// exports object, which is the object changed here.
import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';

/** Wraps the exports' `hydrateRoot` once; returns whether it did. */
export function hydrateInTransition(client: typeof ReactDOMClient): boolean {
  const hydrateRoot = client.hydrateRoot;
  if ((hydrateRoot as { inTransition?: true }).inTransition) return false;
  const wrapped: typeof hydrateRoot = (container, children, options) => {
    let root: ReturnType<typeof hydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(container, children, options);
    });
    return root!;
  };
  client.hydrateRoot = Object.assign(wrapped, { inTransition: true as const });
  return true;
}

if (typeof window !== 'undefined') hydrateInTransition(ReactDOMClient);
