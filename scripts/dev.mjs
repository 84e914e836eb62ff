// `npm run dev`: the identity, SIASN, agency, Zoom, bank and mail sandboxes, then `next dev` with the same environment as
// `npm start` (scripts/lib/portal-env.mjs). The sandboxes close when next exits or on SIGINT/SIGTERM.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { portalEnv } from './lib/portal-env.mjs';
import { startSandboxes } from './lib/sandboxes.mjs';

const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
const port = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.IDENTITY_SANDBOX_PORT ?? 4010);
const siasnSandboxPort = Number(process.env.SIASN_SANDBOX_PORT ?? 4020);
const agencySandboxPort = Number(process.env.AGENCY_SANDBOX_PORT ?? 4030);
const zoomSandboxPort = Number(process.env.ZOOM_SANDBOX_PORT ?? 4040);
const bankSandboxPort = Number(process.env.BANK_SANDBOX_PORT ?? 4050);
const mailSandboxPort = Number(process.env.MAIL_SANDBOX_PORT ?? 4060);
const dataDir = 'data';

const { env, useSandboxes, useSiasnSandbox, useAgencySandbox, useZoomSandbox, useBankSandbox, useMailSandbox } = portalEnv({ port, sandboxPort, siasnSandboxPort, agencySandboxPort, zoomSandboxPort, bankSandboxPort, mailSandboxPort, dataDir });
const sandboxes = await startSandboxes({ env, port, sandboxPort, siasnSandboxPort, agencySandboxPort, zoomSandboxPort, bankSandboxPort, mailSandboxPort, dataDir, useSandboxes, useSiasnSandbox, useAgencySandbox, useZoomSandbox, useBankSandbox, useMailSandbox });
if (sandboxes.identity) console.log(`identity sandbox: ${sandboxes.identity.url}`);
if (sandboxes.siasn) console.log(`SIASN sandbox: ${sandboxes.siasn.url} (faults: ${sandboxes.siasn.url}/__control/faults)`);
if (sandboxes.agency) console.log(`agency sandbox: ${sandboxes.agency.url} (faults: ${sandboxes.agency.url}/__control/faults)`);
if (sandboxes.zoom) console.log(`Zoom sandbox: ${sandboxes.zoom.url} (faults: ${sandboxes.zoom.url}/__control/faults)`);
if (sandboxes.bank) console.log(`bank sandbox: ${sandboxes.bank.url} (faults: ${sandboxes.bank.url}/__control/faults)`);
if (sandboxes.mail) console.log(`mail sandbox: ${sandboxes.mail.env.SMTP_URL}, inbox ${sandboxes.mail.url}`);

const child = spawn(process.execPath, [NEXT_BIN, 'dev', '-p', String(port)], { env, stdio: 'inherit' });
let stopping = false;

async function finish(code) {
  await sandboxes.close();
  process.exit(code);
}

child.on('exit', (code, signal) => {
  if (stopping) return;
  stopping = true;
  void finish(code ?? (signal ? 1 : 0));
});

const shutdown = () => {
  if (stopping) return;
  stopping = true;
  const exited = child.exitCode !== null || child.signalCode !== null;
  if (exited) return void finish(0);
  child.once('exit', () => void finish(0));
  child.kill('SIGTERM');
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
