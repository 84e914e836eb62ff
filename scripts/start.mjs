// `npm start`: production build (when stale), embedded database, identity, SIASN, agency, Zoom, bank and mail sandboxes, portal on :3000.
import { buildIfStale } from './lib/build.mjs';
import { launchPortal } from './lib/launch-portal.mjs';

const port = Number(process.env.PORT ?? 3000);
// NEXT_DIST_DIR (read by next.config.mjs) lets a second checkout or a test use its own build folder.
buildIfStale({ force: process.argv.includes('--rebuild'), distDir: process.env.NEXT_DIST_DIR || '.next' });
const portal = await launchPortal({
  port,
  sandboxPort: Number(process.env.IDENTITY_SANDBOX_PORT ?? 4010),
  siasnSandboxPort: Number(process.env.SIASN_SANDBOX_PORT ?? 4020),
  agencySandboxPort: Number(process.env.AGENCY_SANDBOX_PORT ?? 4030),
  zoomSandboxPort: Number(process.env.ZOOM_SANDBOX_PORT ?? 4040),
  bankSandboxPort: Number(process.env.BANK_SANDBOX_PORT ?? 4050),
  mailSandboxPort: Number(process.env.MAIL_SANDBOX_PORT ?? 4060),
});
console.log(`\nHelpdesk ASN siap: ${portal.url}  (akun demo: admin, agent, user, user2, pttpk; sandi demo1234)\n`);

// SIGTERM/SIGINT: the portal stops accepting connections, finishes the requests in flight,
// closes the database and exits; then the sandboxes close and this exits 0.
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await portal.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
portal.child.on('exit', (code) => {
  if (!stopping) process.exit(code ?? 1);
});
