import { z } from 'zod';
import type { ConnectionLine } from '@/utils/schemas/connections';
import { getConfig } from '@/server/config';
import { buildProviders, IDENTITY_HTTP_TIMEOUT_MS } from '@/server/auth/providers';
import { runLine } from './line';

/** What next-auth (openid-client) reads from a discovery document to sign a person in. */
const Discovery = z.looseObject({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

/** One line per configured sign-in provider: its discovery document (none configured: no line). */
export async function probeIdentityProviders(): Promise<ConnectionLine[]> {
  const probed = buildProviders(getConfig()).map(async (provider) => {
    // next-auth keeps a built-in provider's own settings apart (Google: GOOGLE_WELL_KNOWN) and merges them at sign-in.
    const { wellKnown: builtIn, options } = provider as { wellKnown?: string; options?: { wellKnown?: string } };
    const wellKnown = options?.wellKnown ?? builtIn;
    if (!wellKnown) return [];
    const meta = { service: `identity-${provider.id}`, label: `Login ${provider.name}: dokumen discovery` };
    const { line } = await runLine(meta, async (probe) => {
      const answer = await probe.send(new URL(wellKnown), { headers: { Accept: 'application/json' }, timeoutMs: IDENTITY_HTTP_TIMEOUT_MS });
      probe.accept(answer, 'dokumen discovery');
      return probe.shape(Discovery, answer.json);
    });
    return [line];
  });
  return (await Promise.all(probed)).flat();
}
