import { getConfig } from '@/server/config';

/** The ZOOM_* settings (server/config.ts), read per call so tests can point them at a sandbox. */
export function getZoomConfig() {
  const { ZOOM_API_URL, ZOOM_OAUTH_URL, ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_TIMEOUT_MS } = getConfig();
  return { ZOOM_API_URL, ZOOM_OAUTH_URL, ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_TIMEOUT_MS };
}

export type ZoomConfig = ReturnType<typeof getZoomConfig>;
export type ReadyZoomConfig = ZoomConfig & Record<'ZOOM_API_URL' | 'ZOOM_OAUTH_URL' | 'ZOOM_ACCOUNT_ID' | 'ZOOM_CLIENT_ID' | 'ZOOM_CLIENT_SECRET', string>;

const NEEDED = ['ZOOM_API_URL', 'ZOOM_OAUTH_URL', 'ZOOM_ACCOUNT_ID', 'ZOOM_CLIENT_ID', 'ZOOM_CLIENT_SECRET'] as const;

/** The variables a call needs that are unset or malformed (names only, never values). */
export function missingZoomConfig(config: ZoomConfig): string[] {
  return NEEDED.filter((name) => config[name] === undefined);
}

export const isReady = (config: ZoomConfig): config is ReadyZoomConfig => missingZoomConfig(config).length === 0;
