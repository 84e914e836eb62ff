import { zoomEnvFor } from '../../sandboxes/zoom/env.mjs';
import { startZoomSandbox, type ZoomSandbox, type ZoomSandboxOptions } from '../../sandboxes/zoom/server.mjs';
import { zoomConformance } from '../conformance/zoom-conformance';
import { startRecordingProxy } from './recording-proxy';
import { applyEnv, useAppliedSandbox, type AppliedSandbox } from './sandbox-lifecycle';

const VARIABLES = ['ZOOM_API_URL', 'ZOOM_OAUTH_URL', 'ZOOM_ACCOUNT_ID', 'ZOOM_CLIENT_ID', 'ZOOM_CLIENT_SECRET', 'ZOOM_TIMEOUT_MS'] as const;

type ZoomOptions = ZoomSandboxOptions & { timeoutMs?: number };

/**
 * Starts a Zoom sandbox on a free port and points the portal at it (its ZOOM_* variables go into
 * process.env; `timeoutMs` sets ZOOM_TIMEOUT_MS, default 2000 so a latency fault is quick to meet).
 * Restoring closes it and puts process.env back. The portal reaches it through a recording proxy,
 * and restoring fails when a request the portal sent differs from Zoom's API
 * (tests/conformance/zoom-conformance.ts).
 */
export async function applyZoomSandbox(options: ZoomOptions = {}): Promise<AppliedSandbox<ZoomSandbox>> {
  const { timeoutMs = 2000, ...sandboxOptions } = options;
  const sandbox = await startZoomSandbox({ port: 0, ...sandboxOptions });
  const proxy = await startRecordingProxy(sandbox.url);
  const credentials = { accountId: sandbox.env.ZOOM_ACCOUNT_ID, clientId: sandbox.env.ZOOM_CLIENT_ID, clientSecret: sandbox.env.ZOOM_CLIENT_SECRET };
  const restoreEnv = applyEnv({ ...zoomEnvFor(proxy.origin, credentials), ZOOM_TIMEOUT_MS: String(timeoutMs) }, VARIABLES);
  return {
    sandbox,
    async restore() {
      await Promise.all([proxy.close(), sandbox.close()]);
      restoreEnv();
      const problems = await zoomConformance(proxy.exchanges);
      if (problems.length > 0) throw new Error(`Zoom requests that differ from Zoom's API (tests/conformance/zoom-conformance.ts):\n${[...new Set(problems)].join('\n')}`);
    },
  };
}

/** One sandbox for the test file (call at file level); read `sandbox` inside hooks and tests only. */
export function useZoomSandbox(options: ZoomOptions = {}): { readonly sandbox: ZoomSandbox } {
  return useAppliedSandbox('useZoomSandbox', () => applyZoomSandbox(options));
}
