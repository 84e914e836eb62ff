// The local sandboxes a portal run uses (identity, SIASN, agency gateway, Zoom, bank, mail), started together and closed
// together; shared by launch-portal.mjs (`npm start`, the browser tests) and dev.mjs.
import path from 'node:path';
import { startIdentitySandbox } from '../../sandboxes/identity/server.mjs';
import { sandboxAgencyEnv, sandboxBankEnv, sandboxMailEnv, sandboxSiasnEnv, sandboxZoomEnv } from './portal-env.mjs';

/**
 * Starts what `useSandboxes` / `useSiasnSandbox` / `useAgencySandbox` / `useZoomSandbox` / `useBankSandbox` / `useMailSandbox` ask for;
 * `siasnSandboxPort`, `agencySandboxPort`, `zoomSandboxPort` or `bankSandboxPort` 0 picks a free port and rewrites the
 * SIASN_* / AGENCY_* / ZOOM_* / BANK_* values in `env` that pointed at it. The mail sandbox takes SMTP on
 * `mailSandboxPort` and shows its inbox on the next port (0: both free, SMTP_URL follows).
 * @param {{ env: NodeJS.ProcessEnv, port: number, sandboxPort: number, siasnSandboxPort: number, agencySandboxPort?: number, zoomSandboxPort?: number, bankSandboxPort?: number, mailSandboxPort?: number, dataDir: string, useSandboxes: boolean, useSiasnSandbox: boolean, useAgencySandbox?: boolean, useZoomSandbox?: boolean, useBankSandbox?: boolean, useMailSandbox?: boolean }} opts
 */
export async function startSandboxes({ env, port, sandboxPort, siasnSandboxPort, agencySandboxPort = 4030, zoomSandboxPort = 4040, bankSandboxPort = 4050, mailSandboxPort = 4060, dataDir, useSandboxes, useSiasnSandbox, useAgencySandbox = false, useZoomSandbox = false, useBankSandbox = false, useMailSandbox = false }) {
  const started = [];
  const close = () => Promise.all(started.map((sandbox) => sandbox.close())).then(() => undefined);
  try {
    const identity = useSandboxes
      ? await startIdentitySandbox({
          port: sandboxPort,
          dataDir: path.join(dataDir, 'identity-sandbox'),
          redirectOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
        })
      : null;
    if (identity) started.push(identity);
    // Loaded only when used: the SIASN data layer builds a province (about 0.2 s).
    const siasn = useSiasnSandbox
      ? await (async () => {
          const { startSiasnSandbox, siasnSandboxOptions } = await import('../../sandboxes/siasn/server.mjs');
          return startSiasnSandbox({ port: siasnSandboxPort, ...siasnSandboxOptions(env) });
        })()
      : null;
    if (siasn) {
      started.push(siasn);
      // Port 0 (a free one): the settings portalEnv filled in for the asked port follow the real one.
      const asked = sandboxSiasnEnv(siasnSandboxPort);
      for (const [key, value] of Object.entries(siasn.env)) if (env[key] === asked[key]) env[key] = value;
    }
    // The agency's people are the SIASN sandbox's province: the same seed and day.
    const agency = useAgencySandbox
      ? await (await import('../../sandboxes/agency/server.mjs')).startAgencySandbox({
          port: agencySandboxPort,
          ...(env.SIASN_SANDBOX_SEED ? { seed: env.SIASN_SANDBOX_SEED } : {}),
          ...(env.SIASN_SANDBOX_TODAY ? { today: env.SIASN_SANDBOX_TODAY } : {}),
          // portalEnv filled AGENCY_API_KEY with the demo key unless the operator set one: accept that.
          ...(env.AGENCY_API_KEY ? { apiKey: env.AGENCY_API_KEY } : {}),
          employeeRows: (await import('../../sandboxes/agency/env.mjs')).employeeRowsFrom(env),
        })
      : null;
    if (agency) {
      started.push(agency);
      const asked = sandboxAgencyEnv(agencySandboxPort);
      for (const [key, value] of Object.entries(agency.env)) if (env[key] === asked[key]) env[key] = value;
    }
    const zoom = useZoomSandbox
      ? await (await import('../../sandboxes/zoom/server.mjs')).startZoomSandbox({
          port: zoomSandboxPort,
          ...(env.ZOOM_SANDBOX_TOKEN_SECONDS ? { tokenSeconds: Number(env.ZOOM_SANDBOX_TOKEN_SECONDS) } : {}),
        })
      : null;
    if (zoom) {
      started.push(zoom);
      const asked = sandboxZoomEnv(zoomSandboxPort);
      for (const [key, value] of Object.entries(zoom.env)) if (env[key] === asked[key]) env[key] = value;
    }
    const bank = useBankSandbox
      ? await (await import('../../sandboxes/bank/server.mjs')).startBankSandbox({
          port: bankSandboxPort,
          ...(env.BANK_SANDBOX_STEP_SECONDS ? { stepSeconds: Number(env.BANK_SANDBOX_STEP_SECONDS) } : {}),
        })
      : null;
    if (bank) {
      started.push(bank);
      const asked = sandboxBankEnv(bankSandboxPort);
      for (const [key, value] of Object.entries(bank.env)) if (env[key] === asked[key]) env[key] = value;
    }
    const mail = useMailSandbox
      ? await (await import('../../sandboxes/mail/server.mjs')).startMailSandbox({ smtpPort: mailSandboxPort, httpPort: mailSandboxPort === 0 ? 0 : mailSandboxPort + 1 })
      : null;
    if (mail) {
      started.push(mail);
      const asked = sandboxMailEnv(mailSandboxPort);
      for (const [key, value] of Object.entries(mail.env)) if (env[key] === asked[key]) env[key] = value;
    }
    return { identity, siasn, agency, zoom, bank, mail, close };
  } catch (error) {
    await close();
    throw error;
  }
}
