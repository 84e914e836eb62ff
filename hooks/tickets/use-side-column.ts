import { useSyncExternalStore } from 'react';

/** Where `.create-layout` (styles/shell.css) puts a second column beside the form. */
const SIDE_COLUMN = '(min-width: 992px)';

const media = () => window.matchMedia(SIDE_COLUMN);
const subscribe = (onChange: () => void) => {
  const list = media();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * Whether the page is wide enough for a column beside the form; false on the server and on a
 * phone, where what would stand beside the form goes inside it instead.
 */
export function useSideColumn(): boolean {
  return useSyncExternalStore(subscribe, () => media().matches, () => false);
}
