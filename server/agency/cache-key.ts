import { createHash } from 'node:crypto';
import { getAgencyConfig } from '@/server/gateways/agency/config';

/**
 * A personnel read-cache key (cachedRead) for an answer of the agency gateway: copies from
 * different gateways sharing a Redis keep apart by a hash of AGENCY_API_BASE.
 */
export function agencyCacheKey(key: string): string {
  const scope = createHash('sha256').update(getAgencyConfig().AGENCY_API_BASE ?? '').digest('hex').slice(0, 12);
  return `agency:${scope}:${key}`;
}
