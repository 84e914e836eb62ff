import type { ConnectionLine } from '@/utils/schemas/connections';
import { getZoomConfig, isReady, missingZoomConfig, type ReadyZoomConfig } from '../zoom/config';
import { MeetingList } from '../zoom/meetings';
import { dropZoomToken, ZoomTokenAnswer, zoomToken, zoomTokenRequest } from '../zoom/token';
import { notConfigured, runLine, type ProbeSteps } from './line';

const META = { service: 'zoom', label: 'Zoom: token dan daftar rapat' };

/** The shared token (Zoom revokes a token when it issues the next, so the probe never takes a private one), fetched by the probe when none is held. */
function token(probe: ProbeSteps, config: ReadyZoomConfig): Promise<string> {
  return zoomToken(config, async () => {
    const { url, ...request } = zoomTokenRequest(config);
    const answer = await probe.send(url, request);
    probe.accept(answer.status === 400 ? { ...answer, status: 401 } : answer, 'token Zoom');
    return probe.shape(ZoomTokenAnswer, answer.json);
  });
}

/** Token, then one page of scheduled meetings; a 401 there drops the token and tries once more, as the client does. */
export async function probeZoom(): Promise<ConnectionLine[]> {
  const config = getZoomConfig();
  if (!isReady(config)) return [notConfigured(META, missingZoomConfig(config))];
  const url = new URL(`${config.ZOOM_API_URL.replace(/\/+$/, '')}/users/me/meetings?type=scheduled&page_size=1`);
  const { line } = await runLine(META, async (probe) => {
    for (let tries = 1; ; tries += 1) {
      const value = await token(probe, config);
      const answer = await probe.send(url, { headers: { Authorization: `Bearer ${value}`, Accept: 'application/json' }, timeoutMs: config.ZOOM_TIMEOUT_MS });
      if (answer.status === 401 && tries === 1) {
        await dropZoomToken(config, value);
        continue;
      }
      probe.accept(answer, 'token Zoom (API)');
      return probe.shape(MeetingList, answer.json);
    }
  });
  return [line];
}
