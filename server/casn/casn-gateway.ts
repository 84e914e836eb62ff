import { getAgencyGateway, type AgencyGateway } from '@/server/gateways/agency/client';
import { getAgencyConfig } from '@/server/gateways/agency/config';
import { cachedRead } from '@/server/gateways/siasn/read-cache';
import { agencyCacheKey } from '@/server/agency/cache-key';

/** The agency gateway for the vendor's CASN service: its failures are CASN_ERROR 502 and CASN_TIMEOUT 504. */
export const casnGateway = (): AgencyGateway => getAgencyGateway({ error: 'CASN_ERROR', timeout: 'CASN_TIMEOUT' });

/**
 * A CASN read kept AGENCY_CACHE_SECONDS like the agency's other reads (the personnel read cache:
 * memory, or Redis when REDIS_URL is set); no stale copy is served when the vendor is down.
 */
export async function cachedCasn<T>(key: string, load: () => Promise<T>): Promise<T> {
  const read = await cachedRead(agencyCacheKey(`casn:${key}`), load, { freshSeconds: getAgencyConfig().AGENCY_CACHE_SECONDS, staleSeconds: 0 });
  return read.value;
}
