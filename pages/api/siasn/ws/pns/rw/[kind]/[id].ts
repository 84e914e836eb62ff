import { apiRoute } from '@/server/http/api-route';
import { deleteRecordRoute } from '@/server/siasn/writes/record-routes';

export default apiRoute({ DELETE: deleteRecordRoute('own') });
