import { useEffect, useRef } from 'react';
import Router from 'next/router';
import { ticketWorkText } from '@/locales/id/ticket-work';
import { useConfirm } from '@/components/ui/use-confirm';

const t = ticketWorkText.leave;

interface Guard {
  isDirty: () => boolean;
  ask: (leave: () => void) => void;
}

// Every form of a page registers here; the listeners are installed once while any is mounted.
const guards = new Set<Guard>();
let uninstall: (() => void) | null = null;

/** Thrown from routeChangeStart: Next's pages router has no other way to stop a navigation. */
export class LeaveCancelled extends Error {
  constructor(url: string) {
    super(`Navigasi ke ${url} ditahan: ada tulisan yang belum dikirim`);
    this.name = 'LeaveCancelled';
  }
}

function install(): () => void {
  // Where the page is, to put back in the address bar when someone presses Back and then stays.
  const here = { state: window.history.state as unknown, url: window.location.href };
  let approved: string | null = null;
  const dirtyGuard = () => [...guards].find((guard) => guard.isDirty());

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!dirtyGuard()) return;
    event.preventDefault(); // browsers ask with their own text; Indonesian only inside the portal
  };
  const onRouteChangeStart = (url: string) => {
    const guard = dirtyGuard();
    if (!guard || url === approved) return;
    // Back or Forward has already changed the address when Next announces the move; a link has not.
    if (window.location.href !== here.url) window.history.pushState(here.state, '', here.url);
    guard.ask(() => {
      approved = url;
      const path = url.startsWith(Router.basePath) ? url.slice(Router.basePath.length) || '/' : url;
      void Router.push(path);
    });
    throw new LeaveCancelled(url);
  };
  // Nobody awaits a link's navigation: its held promise is expected, not an error to report.
  const onUnhandledRejection = (event: PromiseRejectionEvent) => {
    if (event.reason instanceof LeaveCancelled) event.preventDefault();
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  window.addEventListener('unhandledrejection', onUnhandledRejection);
  Router.events.on('routeChangeStart', onRouteChangeStart);
  return () => {
    window.removeEventListener('beforeunload', onBeforeUnload);
    window.removeEventListener('unhandledrejection', onUnhandledRejection);
    Router.events.off('routeChangeStart', onRouteChangeStart);
  };
}

/**
 * While `isDirty()` holds, leaving the page asks first: a Next navigation (links, the menu, Back)
 * is held and an Indonesian confirmation offered; closing or reloading the tab gets the browser's
 * own beforeunload question.
 */
export function useLeaveGuard(isDirty: () => boolean): void {
  const confirm = useConfirm();
  const latest = useRef({ isDirty, confirm });
  latest.current = { isDirty, confirm };
  useEffect(() => {
    const guard: Guard = {
      isDirty: () => latest.current.isDirty(),
      ask: (leave) => latest.current.confirm({ title: t.title, content: t.content, okText: t.leave, cancelText: t.stay, onOk: leave }),
    };
    guards.add(guard);
    uninstall ??= install();
    return () => {
      guards.delete(guard);
      if (guards.size > 0) return;
      uninstall?.();
      uninstall = null;
    };
  }, []);
}
