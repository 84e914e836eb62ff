import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { readIpAsn, readIpAsnYear } from '@/server/siasn/ip-asn';
import { recordedRead } from '@/server/privacy/record-read';
import { readableNip } from '@/server/siasn/whose-record';
import { IpAsnQuerySchema, type IpAsnAnswer, type IpAsnYearAnswer } from '@/utils/schemas/ip-asn';

// `id` is the NIP. Without `tahun`: SIASN's current score (kept in its own year) and every kept
// year; with `tahun`: that year's kept reading only.
export default apiRoute({
  GET: route({
    query: IpAsnQuerySchema,
    handle: async ({ user, query }) => {
      const nip = readableNip(user, query.id);
      const db = await getDb();
      const read: Promise<IpAsnAnswer | IpAsnYearAnswer> = query.tahun === undefined ? readIpAsn({ db, nip, actor: user.id }) : readIpAsnYear({ db, nip, tahun: query.tahun });
      return read.then(recordedRead(user, nip, 'ip-asn'));
    },
  }),
});
