import { readPetaJabatan } from '@/server/agency/peta-jabatan';
import { apiRoute, route } from '@/server/http/api-route';
import { PetaJabatanQuerySchema } from '@/utils/schemas/peta-jabatan';

// The job map of a unit from the agency gateway (docs/personnel-admin.md section 6), admins only.
export default apiRoute({
  GET: route({ permission: 'view-personnel-reports', query: PetaJabatanQuerySchema, handle: ({ query }) => readPetaJabatan(query) }),
});
