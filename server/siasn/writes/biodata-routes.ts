import { z } from 'zod';
import { getDb } from '@/server/db';
import { route } from '@/server/http/api-route';
import { BiodataChangeInput } from '@/utils/schemas/siasn-biodata';
import { staffRead } from '@/server/privacy/record-read';
import { ReadContextQuery } from '@/server/privacy/read-context';
import { routeNip, type Whose } from '../whose-record';
import { biodataOverview, requestBiodataChange } from './biodata';

// Ubah Biodata for the own record (/siasn/ws/pns/biodata) and, for staff, by NIP (/admin/{nip}/biodata).
const NipQuery = z.object({ nip: z.string().optional() });

export const biodataRoutes = (whose: Whose) => ({
  GET: route({
    ...(whose === 'admin' ? { permission: 'view-personnel-any' as const } : {}),
    query: NipQuery.extend(ReadContextQuery.shape),
    handle: ({ req, user, query }) => {
      const nip = routeNip(whose, user, query);
      return staffRead({ req, user, nip, part: 'biodata', ticket: query.tiket }, async () => biodataOverview({ db: await getDb(), nip, actor: user.id }));
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
