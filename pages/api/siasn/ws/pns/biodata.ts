import { apiRoute } from '@/server/http/api-route';
import { biodataRoutes } from '@/server/siasn/writes/biodata-routes';

export default apiRoute(biodataRoutes('own'));
