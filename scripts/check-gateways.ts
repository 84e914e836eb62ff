// `npm run check:gateways` (docs/deploy.md section 3): probes every configured outside system
// read-only with the portal's environment (.env files as `next start` reads them) and prints one
// line per service; exit 1 when a configured line is red. Never prints a token, secret or URL.
import { loadEnvConfig } from '@next/env';
import { connectionsText as t, reasonText } from '@/locales/id/connections';
import type { ConnectionLine } from '@/utils/schemas/connections';

const MARK: Record<ConnectionLine['status'], string> = { ok: 'OK   ', failed: 'GAGAL', 'not-configured': '-    ' };

const lineOf = (line: ConnectionLine) =>
  [MARK[line.status], line.label.padEnd(44), line.latencyMs === null ? '' : t.latency(line.latencyMs).padStart(8), line.reason ? `  ${reasonText(line.reason)}` : ''].join(' ').trimEnd();

async function main() {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  // Imported after the .env files are read: the gateways read process.env.
  const { checkConnections } = await import('@/server/gateways/connection-check');
  const report = await checkConnections();
  for (const line of report.lines) console.log(lineOf(line));
  const failed = report.lines.filter((line) => line.status === 'failed').length;
  console.log(failed ? t.someFailed(failed) : t.allOk);
  process.exit(report.ok ? 0 : 1);
}

void main();
