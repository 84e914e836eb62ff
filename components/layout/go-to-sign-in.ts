import { isApiError } from '@/services/api';

// next-auth's default for `required` hard-codes /api/auth (no basePath), which is a 404 here.
// `SessionEnded` (a session the server no longer accepts) is said on the sign-in page;
// `SessionRequired` (the normal way in) is not.
export function goToSignIn(reason: 'SessionRequired' | 'SessionEnded' = 'SessionRequired') {
  const query = new URLSearchParams({ error: reason, callbackUrl: window.location.href });
  window.location.href = `/helpdesk/api/auth/signin?${query}`;
}

/**
 * react-query's error hook: an API answer of 401 means the session ended on the server (signed out
 * on every device, deactivated, expired), so the person is sent to sign in again instead of
 * looking at errors on a page that still believes it is signed in.
 */
export function signInAgainOnUnauthorized(error: unknown): void {
  if (isApiError(error) && error.response?.status === 401) goToSignIn('SessionEnded');
}
