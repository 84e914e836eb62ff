// happy-dom's Window (vitest's default url is http://localhost:3000/) exposes setURL; the DOM
// types do not know it. Location assignments in the detached window only change the URL (no
// page load), which is what lets a test read where the app tried to navigate.
type HappyDomWindow = Window & { happyDOM?: { setURL(url: string): void } };

/** The page the "browser" is on: relative fetch/XHR URLs and `window.location.href` read it. */
export function setPageURL(url: string) {
  const { happyDOM } = window as HappyDomWindow;
  if (!happyDOM) throw new Error('tests/components need the happy-dom environment');
  happyDOM.setURL(url);
}

export const HOME_URL = 'http://localhost:3000/helpdesk';
