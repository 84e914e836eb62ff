import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { ipAsnReport, sendIpAsnSpreadsheet } from '@/server/reports/ip-asn';
import { currentYear } from '@/utils/format/current-year';
import { IpAsnReportQuerySchema } from '@/utils/schemas/personnel-reports';

export default apiRoute({
  GET: route({
    permission: 'view-personnel-reports',
    query: IpAsnReportQuerySchema,
    // limit=-1: the whole filtered year as a spreadsheet.
    handle: async ({ query, res, user }) => {
      const db = await getDb();
      if (query.limit === -1) return sendIpAsnSpreadsheet(res, db, user, query, currentYear());
      return ipAsnReport(db, { ...query, limit: query.limit }, currentYear());
    },
  }),
});
