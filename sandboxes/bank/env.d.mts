// Types for TypeScript callers of env.mjs.
import type { BankPartner, BankSandboxEnv } from './server.mjs';

export const SANDBOX_PARTNER: BankPartner;
export function bankEnvFor(origin: string, partner?: BankPartner): BankSandboxEnv;
