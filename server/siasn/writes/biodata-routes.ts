import { z } from 'zod';
import { getDb } from '@/server/db';
import { route } from '@/server/http/api-route';
import { BiodataChangeInput } from '@/utils/schemas/siasn-biodata';
import { recordedRead } from '@/server/privacy/record-read';
import { routeNip, type Whose } from '../whose-record';
import { biodataOverview, requestBiodataChange } from './biodata';

// Ubah Biodata for the own record (/siasn/ws/pns/biodata) and, for staff, by NIP (/admin/{nip}/biodata).
const NipQuery = z.object({ nip: z.string().optional() });

export const biodataRoutes = (whose: Whose) => ({
  GET: route({
    ...(whose === 'admin' ? { permission: 'view-personnel-any' as const } : {}),
    query: NipQuery,
    handle: async ({ user, query }) => {
      const nip = routeNip(whose, user, query);
      return biodataOverview({ db: await getDb(), nip, actor: user.id }).then(recordedRead(user, nip, 'biodata'));
    },
  }),
  POST: route({
    rateLimit: 'siasn-write',
    status: 201,
    query: NipQuery,
    body: BiodataChangeInput,
    handle: async ({ user, query, body }) => requestBiodataChange({ db: await getDb(), user, nip: routeNip(whose, user, query), input: body }),
  }),
});
