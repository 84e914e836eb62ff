import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listDepartments } from '@/server/departments/list-departments';
import { DepartmentQuerySchema } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ query: DepartmentQuerySchema, handle: async ({ query }) => listDepartments({ db: await getDb(), query }) }),
});
