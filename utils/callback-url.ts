const HOME = '/helpdesk';

/**
 * Where to land after sign-in: only a path inside the portal. An absolute URL keeps its path
 * and loses its origin, so a crafted link cannot send someone to another site.
 */
export function safeCallbackUrl(raw: unknown): string {
  if (typeof raw !== 'string' || !raw) return HOME;
  try {
    const url = new URL(raw, 'http://portal.invalid');
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.pathname === HOME || url.pathname.startsWith(`${HOME}/`) ? path : HOME;
  } catch {
    return HOME;
  }
}
