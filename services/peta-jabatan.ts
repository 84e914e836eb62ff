import { withQuery } from '@/utils/query';
import type { PetaJabatan } from '@/utils/schemas/peta-jabatan';
import { api } from './api';

// The job map route (docs/personnel-admin.md section 6).

/** The job map of a unit; no unit: the province and its top units. */
export async function getPetaJabatan(unorId?: string): Promise<PetaJabatan> {
  const { data } = await api.get<PetaJabatan>(withQuery('/siasn/ws/perencanaan/peta-jabatan', { unorId }));
  return data;
}
