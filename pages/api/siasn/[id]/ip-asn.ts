import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { readIpAsn, readIpAsnYear } from '@/server/siasn/ip-asn';
import { staffRead } from '@/server/privacy/record-read';
import { ReadContextQuery } from '@/server/privacy/read-context';
import { readableNip } from '@/server/siasn/whose-record';
import { IpAsnQuerySchema, type IpAsnAnswer, type IpAsnYearAnswer } from '@/utils/schemas/ip-asn';

// `id` is the NIP. Without `tahun`: SIASN's current score (kept in its own year) and every kept
// year; with `tahun`: that year's kept reading only.
export default apiRoute({
  GET: route({
    query: IpAsnQuerySchema.extend(ReadContextQuery.shape),
    handle: ({ req, user, query }) => {
      const nip = readableNip(user, query.id);
      return staffRead({ req, user, nip, part: 'ip-asn', ticket: query.tiket }, async (): Promise<IpAsnAnswer | IpAsnYearAnswer> => {
        const db = await getDb();
        return query.tahun === undefined ? readIpAsn({ db, nip, actor: user.id }) : readIpAsnYear({ db, nip, tahun: query.tahun });
      });
    },
  }),
});
