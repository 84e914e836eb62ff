import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { useRouter } from 'next/router';

interface Props extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** A path of the portal, without the basePath (as next/link takes it). */
  href: string;
}

/** A click the browser should keep (a new tab or window, a download, another frame). */
const keepsBrowserBehaviour = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self');

/**
 * A link within the portal for lists of many links (a ticket list's titles): a plain `<a>` whose
 * plain click navigates client-side, with the page's code fetched when the pointer comes near.
 * next/link resolves its route and watches its visibility per link, work the server repeats for
 * every row of every list it renders (issue 34); a list prefetches its target route once instead.
 */
export function AppLink({ href, onClick, onMouseEnter, ...rest }: Props) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={`${router.basePath}${href}`}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        void router.prefetch(href);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (keepsBrowserBehaviour(event)) return;
        event.preventDefault();
        void router.push(href);
      }}
    />
  );
}
