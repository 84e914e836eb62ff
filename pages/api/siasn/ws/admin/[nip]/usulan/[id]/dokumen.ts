import { apiRoute } from '@/server/http/api-route';
import { usulanResendRoute } from '@/server/siasn/writes/usulan-route';

// busboy reads the multipart stream itself; Next must not parse (or size-limit) it first.
export const config = { api: { bodyParser: false } };

export default apiRoute({ POST: usulanResendRoute('admin') });
