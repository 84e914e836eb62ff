import type { ZodType } from 'zod';
import { notFound } from '@/server/http/errors';
import { getLogger } from '@/server/log';
import { getZoomConfig, isReady, missingZoomConfig } from './config';
import { exchange, zoomError, type ZoomAnswer } from './http';
import { dropZoomToken, zoomToken } from './token';

export const meetingMissing = () => notFound('Rapat Zoom tidak ditemukan');

/**
 * One call to Zoom's API with the app's bearer token: a 401 drops the token and tries once more
 * with a fresh one (Zoom revokes tokens when the app's secret changes or it issues the next one). Config is read per call.
 */
async function send(method: string, path: string, options: { query?: Record<string, string>; body?: unknown }): Promise<ZoomAnswer> {
  const config = getZoomConfig();
  if (!isReady(config)) {
    getLogger().error({ zoom: { missing: missingZoomConfig(config) } }, 'The Zoom gateway is not configured: set the ZOOM_* variables');
    throw zoomError();
  }
  const url = new URL(`${config.ZOOM_API_URL.replace(/\/+$/, '')}${path}`);
  url.search = new URLSearchParams(options.query ?? {}).toString();
  for (let tries = 1; ; tries += 1) {
    const token = await zoomToken(config);
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const answer = await exchange(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), timeoutMs: config.ZOOM_TIMEOUT_MS });
    if (answer.status !== 401 || tries > 1) return answer;
    await dropZoomToken(config, token);
  }
}

/**
 * A call whose 2xx answer is validated by `schema` (a 204 has none: pass null). 404 is "no such
 * meeting"; anything else, or a 2xx of another shape, is ZOOM_ERROR (502).
 */
export async function zoomCall<T>(method: string, path: string, schema: ZodType<T> | null, options: { query?: Record<string, string>; body?: unknown } = {}): Promise<T> {
  const answer = await send(method, path, options);
  if (answer.status === 404) throw meetingMissing();
  if (answer.status < 200 || answer.status > 299) throw zoomError();
  if (schema === null) return undefined as T;
  const parsed = schema.safeParse(answer.json);
  if (!parsed.success) {
    getLogger().warn({ zoom: { method, path, errorCode: 'BAD_SHAPE' } }, 'zoom answer not understood');
    throw zoomError();
  }
  return parsed.data;
}
