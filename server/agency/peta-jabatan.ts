import { petaJabatanText } from '@/locales/id/peta-jabatan';
import { getAgencyGateway } from '@/server/gateways/agency/client';
import { cachedRead } from '@/server/gateways/siasn/read-cache';
import { notFound } from '@/server/http/errors';
import { withQuery } from '@/utils/query';
import { PetaJabatanSchema, type PetaJabatan } from '@/utils/schemas/peta-jabatan';
import { agencyCacheKey } from './cache-key';

/** A job map changes with decrees, not by the minute: one fetch per unit serves ten minutes. */
export const PETA_JABATAN_CACHE_SECONDS = 600;

/**
 * The job map of a unit (no unit: the province and its top units) from the agency gateway,
 * validated, kept per unit for ten minutes in the personnel read cache (memory, or Redis when
 * REDIS_URL is set), an unknown unit included. 404 for a unit the agency does not have;
 * AGENCY_ERROR 502 / AGENCY_TIMEOUT 504 when it fails (no stale copy is served).
 */
export async function readPetaJabatan({ unorId }: { unorId?: string }): Promise<PetaJabatan> {
  const read = await cachedRead(
    agencyCacheKey(`peta-jabatan:${unorId ?? ''}`),
    () => getAgencyGateway().get(withQuery('/perencanaan/peta-jabatan', { unor_id: unorId }), PetaJabatanSchema),
    { freshSeconds: PETA_JABATAN_CACHE_SECONDS, staleSeconds: 0 },
  );
  if (!read.value) throw notFound(petaJabatanText.unitNotFound);
  return { ...read.value, fetchedAt: read.fetchedAt.toISOString() };
}
