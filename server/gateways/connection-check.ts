import type { ConnectionReport } from '@/utils/schemas/connections';
import { probeAgency } from './probes/agency';
import { probeBank } from './probes/bank';
import { probeIdentityProviders } from './probes/identity';
import { probeSiasn } from './probes/siasn';
import { probeZoom } from './probes/zoom';

/**
 * Read-only probes of every outside system (docs/deploy.md section 3), run side by side: one line
 * per service, green, red with its reason, or not configured. `ok` is false when a configured line
 * is red. No line carries a token, a secret or a URL.
 */
export async function checkConnections(): Promise<ConnectionReport> {
  const groups = await Promise.all([probeSiasn(), probeAgency(), probeZoom(), probeBank(), probeIdentityProviders()]);
  const lines = groups.flat();
  return { checkedAt: new Date().toISOString(), ok: lines.every((line) => line.status !== 'failed'), lines };
}
