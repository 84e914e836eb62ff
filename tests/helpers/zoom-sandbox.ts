import { startZoomSandbox, type ZoomSandbox, type ZoomSandboxOptions } from '../../sandboxes/zoom/server.mjs';
import { applyEnv, useAppliedSandbox, type AppliedSandbox } from './sandbox-lifecycle';

const VARIABLES = ['ZOOM_API_URL', 'ZOOM_OAUTH_URL', 'ZOOM_ACCOUNT_ID', 'ZOOM_CLIENT_ID', 'ZOOM_CLIENT_SECRET', 'ZOOM_TIMEOUT_MS'] as const;

type ZoomOptions = ZoomSandboxOptions & { timeoutMs?: number };

/**
 * Starts a Zoom sandbox on a free port and points the portal at it (its ZOOM_* variables go into
 * process.env; `timeoutMs` sets ZOOM_TIMEOUT_MS, default 2000 so a latency fault is quick to meet).
 * Restoring closes it and puts process.env back.
 */
export async function applyZoomSandbox(options: ZoomOptions = {}): Promise<AppliedSandbox<ZoomSandbox>> {
  const { timeoutMs = 2000, ...sandboxOptions } = options;
  const sandbox = await startZoomSandbox({ port: 0, ...sandboxOptions });
  const restoreEnv = applyEnv({ ...sandbox.env, ZOOM_TIMEOUT_MS: String(timeoutMs) }, VARIABLES);
  return {
    sandbox,
    async restore() {
      await sandbox.close();
      restoreEnv();
    },
  };
}

/** One sandbox for the test file (call at file level); read `sandbox` inside hooks and tests only. */
export function useZoomSandbox(options: ZoomOptions = {}): { readonly sandbox: ZoomSandbox } {
  return useAppliedSandbox('useZoomSandbox', () => applyZoomSandbox(options));
}
