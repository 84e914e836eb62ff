/**
 * Every rate limit of the portal, in one table (docs/security.md explains the numbers).
 * `per: 'user'` counts per signed-in user (per IP for visitors), `per: 'ip'` per client address.
 */
/**
 * Writes to SIASN (history saves and deletes, biodata, usulan, documents), per signed-in person:
 * a real gateway has quotas we cannot see (siasn-protocol.md section 2), and each write is a
 * change to someone's official record. A person fixing a few entries stays far below this.
 */
export const SIASN_WRITE_LIMIT = 20;
export const SIASN_WRITE_WINDOW_SECONDS = 60;

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
  per: 'user' | 'ip';
}

export const RATE_LIMITS = {
  // Passwords are checked by the identity provider, not here; this stops floods of sign-in starts.
  // Per IP but not tighter: a whole office signs in through one NAT address at 07:30.
  'sign-in': { limit: 20, windowSeconds: 60, per: 'ip' },
  'create-ticket': { limit: 10, windowSeconds: 60, per: 'user' },
  'create-comment': { limit: 30, windowSeconds: 60, per: 'user' },
  // A feed post is rendered like a ticket (docs/security.md, Markdown): fewer than comments.
  'feed-post': { limit: 10, windowSeconds: 60, per: 'user' },
  // Every other route that writes markdown (edits, admins' pages): each write is a render.
  'markdown-write': { limit: 30, windowSeconds: 60, per: 'user' },
  // Likes and reactions: a person clicks, a loop floods (the author's bell, the post row's lock).
  reaction: { limit: 60, windowSeconds: 60, per: 'user' },
  upload: { limit: 30, windowSeconds: 60, per: 'user' },
  // Every route that writes to SIASN; the SIASN uploads count here rather than under `upload`.
  'siasn-write': { limit: SIASN_WRITE_LIMIT, windowSeconds: SIASN_WRITE_WINDOW_SECONDS, per: 'user' },
  'private-message': { limit: 20, windowSeconds: 60, per: 'user' },
  // "Unduh data saya": each request builds a zip of a person's whole history; a few an hour is plenty.
  'data-export': { limit: 5, windowSeconds: 3600, per: 'user' },
  // Each connection check calls every outside system (docs/deploy.md); an admin runs it by hand.
  'connection-check': { limit: 10, windowSeconds: 60, per: 'user' },
  // The editor previews on demand (a button), not per keystroke; each render costs a worker thread.
  'markdown-preview': { limit: 30, windowSeconds: 60, per: 'user' },
  // Up to 100 tickets per request, each with its history and notifications.
  'bulk-update': { limit: 20, windowSeconds: 60, per: 'user' },
  // Each simulation is a call to the partner bank; the application wizard asks one after typing stops.
  'bank-simulation': { limit: 60, windowSeconds: 60, per: 'user' },
  // A loan application files a real request at the bank.
  'loan-application': { limit: 10, windowSeconds: 60, per: 'user' },
  // Opening the live stream (docs/realtime.md): once per page with a ticket and per reconnect, so
  // a few busy tabs stay below this; a reconnect loop does not.
  'live-events': { limit: 60, windowSeconds: 60, per: 'user' },
  // Presence: the comment box sends `typing` at most every 3 s (20 a minute) plus viewing/left.
  'ticket-presence': { limit: 40, windowSeconds: 60, per: 'user' },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
