import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { ipAsnReport } from '@/server/reports/ip-asn';
import { currentYear } from '@/utils/format/current-year';
import { IpAsnReportQuerySchema } from '@/utils/schemas/personnel-reports';

export default apiRoute({
  GET: route({
    permission: 'view-personnel-reports',
    query: IpAsnReportQuerySchema,
    handle: async ({ query }) => ipAsnReport(await getDb(), query, currentYear()),
  }),
});
