import { apiRoute } from '@/server/http/api-route';
import { saveRecordRoute } from '@/server/siasn/writes/record-routes';

export default apiRoute({ POST: saveRecordRoute('own') });
