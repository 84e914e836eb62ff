import { apiRoute, publicRoute } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { verifyCertificate } from '@/server/webinars/verify-certificate';
import { CertificateParams } from '@/utils/schemas/webinars';

// Public: the QR code of a printed certificate opens this for anyone, signed in or not.
export default apiRoute({
  GET: publicRoute({ query: CertificateParams, handle: async ({ query }) => verifyCertificate({ db: await getDb(), token: query.token }) }),
});
