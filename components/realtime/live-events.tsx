import { useSession } from 'next-auth/react';
import { useLiveEvents } from '@/hooks/realtime/use-live-events';

function LiveStream() {
  useLiveEvents();
  return null;
}

/**
 * The tab's live stream while someone is signed in, on guarded and open pages alike; mounted once
 * in _app, so it stays open across page changes. Renders nothing.
 */
export function LiveEvents() {
  const { status } = useSession();
  return status === 'authenticated' ? <LiveStream /> : null;
}
