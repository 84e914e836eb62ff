import { useState } from 'react';

/**
 * Whether `open` has been true at least once. A dialog loaded on demand is mounted from its first
 * opening on and then stays, so it can play its closing animation and opens at once next time.
 */
export function useOnceOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
