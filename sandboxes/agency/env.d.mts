// Types for TypeScript callers of env.mjs.
import type { AgencySandboxEnv } from './server.mjs';

export const SANDBOX_API_KEY: string;
export function agencyEnvFor(origin: string, apiKey?: string): AgencySandboxEnv;
