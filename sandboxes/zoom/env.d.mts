// Types for TypeScript callers of env.mjs.
import type { ZoomCredentials, ZoomSandboxEnv } from './server.mjs';

export const SANDBOX_CREDENTIALS: ZoomCredentials;
export function zoomEnvFor(origin: string, credentials?: ZoomCredentials): ZoomSandboxEnv;
