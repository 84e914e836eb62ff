import { AppError } from '@/server/http/errors';
import { logZoomCall } from './call-log';

export interface ZoomAnswer {
  status: number;
  /** The parsed JSON body, or undefined (no body, not JSON, cut JSON). */
  json: unknown;
}

export const zoomError = () => new AppError('ZOOM_ERROR', 502);
const isTimeout = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as { name?: string } | null)?.name ?? '');

/**
 * One HTTP exchange with Zoom, logged: the answer whatever its status, ZOOM_TIMEOUT (504) past
 * `timeoutMs`, ZOOM_ERROR (502) when no answer came. The log names the path, never the query.
 */
export async function exchange(url: URL, init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number }): Promise<ZoomAnswer> {
  const started = performance.now();
  const log = { method: init.method, path: url.pathname };
  const ms = () => Math.round(performance.now() - started);
  let status: number;
  let text: string;
  let contentType: string;
  try {
    // One signal for the headers and the body: a body that trickles in is cut at the same deadline.
    const response = await fetch(url, { method: init.method, headers: init.headers, body: init.body, signal: AbortSignal.timeout(init.timeoutMs), redirect: 'error' });
    status = response.status;
    contentType = response.headers.get('content-type') ?? '';
    text = await response.text();
  } catch (error) {
    const timeout = isTimeout(error);
    logZoomCall({ ...log, status: null, ms: ms(), outcome: timeout ? 'timeout' : 'error', errorCode: timeout ? 'ZOOM_TIMEOUT' : 'NETWORK_ERROR' });
    throw timeout ? new AppError('ZOOM_TIMEOUT', 504) : zoomError();
  }
  let json: unknown;
  try {
    json = /\bjson\b/i.test(contentType) && text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const outcome = status >= 200 && status <= 299 ? 'ok' : status === 404 ? 'not_found' : status === 401 || status === 403 ? 'unauthorized' : 'error';
  logZoomCall({ ...log, status, ms: ms(), outcome, ...(outcome === 'ok' || outcome === 'not_found' ? {} : { errorCode: `HTTP_${status}` }) });
  return { status, json };
}
