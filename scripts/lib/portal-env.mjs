// Environment for a local portal run: .env files first, then defaults that point the portal at
// the local sandboxes. Anything the operator set wins.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { agencyEnvFor } from '../../sandboxes/agency/env.mjs';
import { bankEnvFor } from '../../sandboxes/bank/env.mjs';
import { mailEnvFor } from '../../sandboxes/mail/env.mjs';
import { siasnEnvFor } from '../../sandboxes/siasn/env.mjs';
import { zoomEnvFor } from '../../sandboxes/zoom/env.mjs';

/** A secret generated once per data folder, so sessions survive restarts without configuration. */
function persistentSecret(dataDir) {
  const file = path.join(dataDir, '.nextauth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function sandboxIdentityEnv(sandboxPort) {
  const base = `http://localhost:${sandboxPort}`;
  return {
    SIMASTER_ISSUER: `${base}/simaster`,
    SIMASTER_CLIENT_SECRET: 'sandbox-simaster-secret',
    PTTPK_ISSUER: `${base}/pttpk`,
    PTTPK_CLIENT_SECRET: 'sandbox-pttpk-secret',
    GOOGLE_CLIENT_ID: 'helpdesk-google',
    GOOGLE_CLIENT_SECRET: 'sandbox-google-secret',
    GOOGLE_WELL_KNOWN: `${base}/google/.well-known/openid-configuration`,
  };
}

/** The SIASN_* settings (API bases, token URLs, demo credentials) of a SIASN sandbox on localhost. */
export function sandboxSiasnEnv(siasnSandboxPort) {
  return siasnEnvFor(`http://localhost:${siasnSandboxPort}`);
}

/** The AGENCY_* settings (gateway base, demo API key) of an agency sandbox on localhost. */
export function sandboxAgencyEnv(agencySandboxPort) {
  return agencyEnvFor(`http://localhost:${agencySandboxPort}`);
}

/** The ZOOM_* settings (API and OAuth origin, demo app credentials) of a Zoom sandbox on localhost. */
export function sandboxZoomEnv(zoomSandboxPort) {
  return zoomEnvFor(`http://localhost:${zoomSandboxPort}`);
}

/** The BANK_* settings (API base, demo partner id and key) of a bank sandbox on localhost. */
export function sandboxBankEnv(bankSandboxPort) {
  return bankEnvFor(`http://localhost:${bankSandboxPort}`);
}

/** The SMTP_URL of a mail sandbox on localhost (its inbox page is on the next port). */
export function sandboxMailEnv(mailSandboxPort) {
  return mailEnvFor(mailSandboxPort);
}

/**
 * `useSandboxes`: the identity sandbox is used (USE_SANDBOXES not false, SIMASTER_ISSUER unset);
 * `useSiasnSandbox`: the SIASN sandbox is (USE_SANDBOXES not false, SIASN_API_BASE unset);
 * `useAgencySandbox`: the agency gateway sandbox is (USE_SANDBOXES not false, AGENCY_API_BASE unset);
 * `useZoomSandbox`: the Zoom sandbox is (USE_SANDBOXES not false, ZOOM_API_URL unset);
 * `useBankSandbox`: the bank sandbox is (USE_SANDBOXES not false, BANK_API_BASE unset);
 * `useMailSandbox`: the mail sandbox is (USE_SANDBOXES not false, SMTP_URL unset).
 * @param {{ port: number, sandboxPort: number, siasnSandboxPort?: number, agencySandboxPort?: number, zoomSandboxPort?: number, bankSandboxPort?: number, mailSandboxPort?: number, dataDir: string, overrides?: Record<string,string> }} opts
 * @returns {{ env: NodeJS.ProcessEnv, useSandboxes: boolean, useSiasnSandbox: boolean, useAgencySandbox: boolean, useZoomSandbox: boolean, useBankSandbox: boolean, useMailSandbox: boolean }}
 */
export function portalEnv({ port, sandboxPort, siasnSandboxPort = 4020, agencySandboxPort = 4030, zoomSandboxPort = 4040, bankSandboxPort = 4050, mailSandboxPort = 4060, dataDir, overrides = {} }) {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const env = { ...process.env, ...overrides };
  const useSandboxes = env.USE_SANDBOXES !== 'false' && !env.SIMASTER_ISSUER;
  const useSiasnSandbox = env.USE_SANDBOXES !== 'false' && !env.SIASN_API_BASE;
  const useAgencySandbox = env.USE_SANDBOXES !== 'false' && !env.AGENCY_API_BASE;
  const useZoomSandbox = env.USE_SANDBOXES !== 'false' && !env.ZOOM_API_URL;
  const useBankSandbox = env.USE_SANDBOXES !== 'false' && !env.BANK_API_BASE;
  const useMailSandbox = env.USE_SANDBOXES !== 'false' && !env.SMTP_URL;
  const defaults = {
    PORT: String(port),
    NEXTAUTH_URL: `http://localhost:${port}/helpdesk/api/auth`,
    PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
    AGENT_ORGANIZATION_PREFIX: 'BKD',
    ADMIN_ACCOUNTS: 'simaster:admin',
    ...(useSandboxes ? sandboxIdentityEnv(sandboxPort) : {}),
    ...(useSiasnSandbox ? sandboxSiasnEnv(siasnSandboxPort) : {}),
    ...(useAgencySandbox ? sandboxAgencyEnv(agencySandboxPort) : {}),
    ...(useZoomSandbox ? sandboxZoomEnv(zoomSandboxPort) : {}),
    ...(useBankSandbox ? sandboxBankEnv(bankSandboxPort) : {}),
    ...(useMailSandbox ? sandboxMailEnv(mailSandboxPort) : {}),
  };
  for (const [key, value] of Object.entries(defaults)) env[key] ??= value;
  env.NEXTAUTH_SECRET ??= persistentSecret(dataDir);
  return { env, useSandboxes, useSiasnSandbox, useAgencySandbox, useZoomSandbox, useBankSandbox, useMailSandbox };
}
