import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { readIpAsn } from '@/server/siasn/ip-asn';
import { readableNip } from '@/server/siasn/whose-record';
import { currentYear } from '@/utils/format/current-year';

// `id` is the NIP; the year defaults to the current one (Asia/Jakarta).
const Params = z.object({
  id: z.string(),
  tahun: z.coerce.number().int().min(2000).max(2100).optional(),
});


export default apiRoute({
  GET: route({
    query: Params,
    handle: ({ user, query }) => readIpAsn({ nip: readableNip(user, query.id), tahun: query.tahun ?? currentYear(), actor: user.id }),
  }),
});
