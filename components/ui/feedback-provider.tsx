import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import type { Feedback } from './feedback-host';

// antd's <App> puts modal, message and notification (~15 kB gzip) into every page's first load.
// Toasts and confirmations only follow a user's action, so their host is loaded on first use; it
// renders inside ConfigProvider, so they keep the theme and the Indonesian locale.
const FeedbackHost = dynamic(() => import('./feedback-host'), { ssr: false });

const FeedbackContext = createContext<(() => Promise<Feedback>) | null>(null);

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const ready = useRef<{ promise: Promise<Feedback>; resolve: (feedback: Feedback) => void }>(null);
  if (!ready.current) {
    let resolve: (feedback: Feedback) => void = () => undefined;
    const promise = new Promise<Feedback>((done) => (resolve = done));
    ready.current = { promise, resolve };
  }
  const { promise, resolve } = ready.current;
  const load = useCallback(() => {
    setRequested(true);
    return promise;
  }, [promise]);
  return (
    <FeedbackContext.Provider value={load}>
      {children}
      {requested && <FeedbackHost onReady={resolve} />}
    </FeedbackContext.Provider>
  );
}

/** Resolves to antd's message and modal APIs once their host is mounted. */
export function useFeedback(): () => Promise<Feedback> {
  const load = useContext(FeedbackContext);
  if (!load) throw new Error('useFeedback needs a FeedbackProvider (AreaThemeRoot sets one up)');
  return load;
}
