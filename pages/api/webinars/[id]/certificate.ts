import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { sendPdf } from '@/server/certificates/send-pdf';
import { downloadCertificate } from '@/server/webinars/certificate';
import { WebinarParams } from '@/utils/schemas/webinars';

export default apiRoute({
  GET: route({
    query: WebinarParams,
    handle: async ({ res, user, query }) => {
      const { bytes, fileName } = await downloadCertificate({ db: await getDb(), user, id: query.id });
      sendPdf(res, bytes, fileName);
    },
  }),
});
