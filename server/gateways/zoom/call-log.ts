import { getLogger } from '@/server/log';

export type ZoomOutcome = 'ok' | 'not_found' | 'error' | 'timeout' | 'unauthorized';

/** One line per HTTP call to Zoom: method, path, status, time, outcome; never a token, a secret or a body. */
export function logZoomCall(fields: { method: string; path: string; status: number | null; ms: number; outcome: ZoomOutcome; errorCode?: string }) {
  const line = { zoom: fields };
  if (fields.outcome === 'ok' || fields.outcome === 'not_found') getLogger().info(line, 'zoom call');
  else getLogger().warn(line, 'zoom call failed');
}
