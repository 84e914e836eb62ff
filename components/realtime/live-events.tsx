import { useLiveEvents } from '@/hooks/realtime/use-live-events';

/** Holds the tab's live stream while a signed-in page is shown; renders nothing. */
export function LiveEvents() {
  useLiveEvents();
  return null;
}
