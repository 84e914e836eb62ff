import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { listEmployees, sendEmployeesSpreadsheet } from '@/server/reports/employees';
import { EmployeeReportQuerySchema } from '@/utils/schemas/personnel-reports';

// A page of the employee report, or with limit=-1 the whole filtered list as xlsx (default) or csv.
export default apiRoute({
  GET: route({
    permission: 'view-personnel-reports',
    query: EmployeeReportQuerySchema,
    handle: async ({ query, res, user }) => {
      const db = await getDb();
      if (query.limit === -1) return sendEmployeesSpreadsheet(res, db, user, query);
      return listEmployees(db, { ...query, limit: query.limit });
    },
  }),
});
