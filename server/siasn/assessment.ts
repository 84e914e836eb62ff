import { createHash } from 'node:crypto';
import { getAgencyGateway } from '@/server/gateways/agency/client';
import { getAgencyConfig } from '@/server/gateways/agency/config';
import { cachedRead } from '@/server/gateways/siasn/read-cache';
import { KompetensiSchema, PotensiSchema, type AssessmentAnswer } from '@/utils/schemas/assessment';

// Copies from different agency gateways sharing a Redis keep apart.
const scopeOf = (base: string | undefined) => createHash('sha256').update(base ?? '').digest('hex').slice(0, 12);

/**
 * A NIP's potensi and kompetensi assessments from the agency's gateway (not SIASN: an outage of
 * one does not hide the other), each null when the agency has none. Both are read together and
 * kept for AGENCY_CACHE_SECONDS (default 5 minutes) per NIP, through the personnel read cache
 * (memory, or Redis when REDIS_URL is set). AGENCY_ERROR 502 / AGENCY_TIMEOUT 504 when it fails.
 */
export async function readAssessment({ nip }: { nip: string }): Promise<AssessmentAnswer> {
  const config = getAgencyConfig();
  const read = await cachedRead<AssessmentAnswer>(
    `agency:${scopeOf(config.AGENCY_API_BASE)}:${nip}:assessment`,
    async () => {
      const gateway = getAgencyGateway();
      const [potensi, kompetensi] = await Promise.all([
        gateway.get(`/assessment/potensi/${nip}`, PotensiSchema),
        gateway.get(`/assessment/kompetensi/${nip}`, KompetensiSchema),
      ]);
      return { potensi, kompetensi };
    },
    { freshSeconds: config.AGENCY_CACHE_SECONDS, staleSeconds: 0 },
  );
  return read.value;
}
